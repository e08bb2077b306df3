#pragma once

#include <QLocale>
#include <QString>
#include <memory>
#include <vector>

class QTranslator;

namespace othello {

// The user-interface language chosen in Settings > Language; stored with QSettings, applied
// when the program starts and at once when the user picks another (useLanguage()).
enum class Language { System, English, Spanish };

Language storedLanguage();
void storeLanguage(Language language);

// The locale a choice stands for (the system locale for Language::System).
QLocale localeFor(Language language);

// Installs the program's and Qt's own translations for a language and makes its locale the
// default (for number formatting) while this object lives.
class InstalledTranslations {
public:
    explicit InstalledTranslations(Language language);
    ~InstalledTranslations();
    InstalledTranslations(const InstalledTranslations&) = delete;
    InstalledTranslations& operator=(const InstalledTranslations&) = delete;

    // False when the program has no translation for the locale (English is built in).
    bool programTranslationLoaded() const { return m_programLoaded; }

private:
    std::vector<std::unique_ptr<QTranslator>> m_translators;
    QLocale m_previousDefault;
    bool m_programLoaded = false;
};

// Makes `language` the program's language now: replaces the translations installed by the last
// call (if any) with this language's. Qt then sends every widget QEvent::LanguageChange, and
// each retranslates itself: no restart.
void useLanguage(Language language);
// The language installed by useLanguage(), or System before the first call.
Language languageInUse();
// Removes what useLanguage() installed (the end of main(), tests).
void stopUsingLanguage();

} // namespace othello
