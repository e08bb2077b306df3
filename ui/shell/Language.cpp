#include "Language.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace othello {

namespace {
std::unique_ptr<InstalledTranslations>& installed()
{
    static std::unique_ptr<InstalledTranslations> translations;
    return translations;
}
Language& inUse()
{
    static Language language = Language::System;
    return language;
}

const QString kLanguageKey = QStringLiteral("ui/language");

QString codeOf(Language language)
{
    switch (language) {
    case Language::English:
        return QStringLiteral("en");
    case Language::Spanish:
        return QStringLiteral("es");
    case Language::System:
        break;
    }
    return QStringLiteral("system");
}
} // namespace

Language storedLanguage()
{
    const QString code = QSettings().value(kLanguageKey).toString();
    for (Language language : {Language::English, Language::Spanish})
        if (code == codeOf(language))
            return language;
    return Language::System;
}

void storeLanguage(Language language) { QSettings().setValue(kLanguageKey, codeOf(language)); }

QLocale localeFor(Language language)
{
    switch (language) {
    case Language::English:
        return QLocale(QLocale::English, QLocale::UnitedStates);
    case Language::Spanish:
        return QLocale(QLocale::Spanish, QLocale::Spain);
    case Language::System:
        break;
    }
    return QLocale::system();
}

InstalledTranslations::InstalledTranslations(Language language) : m_previousDefault(QLocale())
{
    const QLocale locale = localeFor(language);
    QLocale::setDefault(locale);

    auto program = std::make_unique<QTranslator>();
    // Looks for othello_search_lab_es_ES.qm, then othello_search_lab_es.qm, and so on.
    if (program->load(locale, QStringLiteral("othello_search_lab"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(program.get());
        m_translators.push_back(std::move(program));
        m_programLoaded = true;
    }
    // Qt's own strings (standard dialog buttons), when the system has them.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        m_translators.push_back(std::move(qt));
    }
}

InstalledTranslations::~InstalledTranslations()
{
    for (const auto& translator : m_translators)
        QCoreApplication::removeTranslator(translator.get());
    QLocale::setDefault(m_previousDefault);
}

void useLanguage(Language language)
{
    // The old translators go before the new ones come, so the new ones are the ones looked up.
    installed().reset();
    installed() = std::make_unique<InstalledTranslations>(language);
    inUse() = language;
    // Qt posts the widgets' LanguageChange: deliver it now, so the caller sees the new language.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
}

Language languageInUse() { return inUse(); }

void stopUsingLanguage()
{
    installed().reset();
    inUse() = Language::System;
}

} // namespace othello
