#include "NumberText.h"

namespace othello {

QString countText(std::uint64_t count, const QLocale& locale)
{
    const QString digits = QString::number(count);
    if (locale.numberOptions().testFlag(QLocale::OmitGroupSeparator) || digits.size() <= 4)
        return locale.toString(qulonglong(count)); // four digits: the locale decides ("3883" in Spanish)
    // Groups of three from the right, with the locale's separator and digits.
    const QString separator = locale.groupSeparator();
    QString text;
    for (qsizetype i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            text += separator;
        text += locale.toString(digits[i].digitValue());
    }
    return text;
}

} // namespace othello
