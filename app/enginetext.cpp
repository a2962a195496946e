// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginetext.h"

#include "error_text.h"

#include <QCoreApplication>
#include <QEvent>

namespace enginetext {

namespace {

std::string& wording() {
    static std::string gameId;
    return gameId;
}

QString lookUp(const std::string& english) {
    return translate("engine", english.c_str());
}

} // namespace

void setGameWords(const std::string& gameId) {
    wording() = gameId;
}

GameWords::GameWords(const std::string& gameId) : previous_(wording()) {
    wording() = gameId;
}

GameWords::~GameWords() {
    wording() = previous_;
}

QString translate(const char* context, const char* source) {
    // QTranslator falls back to the message without disambiguation.
    const std::string& words = wording();
    return QCoreApplication::translate(context, source, words.empty() ? nullptr : words.c_str());
}

QString text(const std::string& english) {
    return english.empty() ? QString() : lookUp(english);
}

QString phrase(const hatrack::Phrase& p) {
    if (p.literal) return QString::fromStdString(p.english);
    if (p.args.empty()) return text(p.pattern);
    // Filled in by hand rather than with QString::arg(), which would also
    // replace a "%1" that an argument itself contains.
    const QString pattern = lookUp(p.pattern);
    QString out;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern[i];
        const QChar d = i + 1 < pattern.size() ? pattern[i + 1] : QChar();
        const int n = d.digitValue();
        if (c == QLatin1Char('%') && n >= 1 && n <= static_cast<int>(p.args.size())) {
            out += phrase(p.args[static_cast<std::size_t>(n - 1)]);
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

QString sentence(const hatrack::Phrase& p) {
    QString out = phrase(p);
    if (!out.isEmpty()) out[0] = out[0].toUpper();
    return out;
}

QString error(const hatrack::RulesError& e) {
    return e.phrase().empty() ? QString::fromStdString(e.what()) : phrase(e.phrase());
}

QString error(const std::exception& e) {
    if (const auto* rules = dynamic_cast<const hatrack::RulesError*>(&e)) return error(*rules);
    return QString::fromStdString(hatrack::errorText(e));
}

QString refusal(const hatrack::RulesError& e) {
    const hatrack::Phrase& p = e.phrase();
    if (p.id == "illegal-move" && p.args.size() == 2) return phrase(p.args[1]);
    // An English message: its reason after the marker, if it has one.
    const QString message = error(e);
    const QString marker = QStringLiteral("is illegal: ");
    const qsizetype at = message.indexOf(marker);
    return at >= 0 ? message.mid(at + marker.size()) : message;
}

Watcher& Watcher::instance() {
    static Watcher* watcher = new Watcher; // lives as long as the application
    return *watcher;
}

Watcher::Watcher() {
    if (QCoreApplication::instance()) QCoreApplication::instance()->installEventFilter(this);
}

bool Watcher::eventFilter(QObject* watched, QEvent* event) {
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange)
        emit languageChanged();
    return QObject::eventFilter(watched, event);
}

} // namespace enginetext
