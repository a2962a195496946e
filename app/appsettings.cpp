// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appsettings.h"

#include <QLibraryInfo>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QQmlEngine>
#include <QStandardPaths>

namespace {

const QStringList kAnimations = {QStringLiteral("off"), QStringLiteral("fast"),
                                 QStringLiteral("normal"), QStringLiteral("slow")};
const QString kDefaultAnimation = QStringLiteral("normal");
const QString kDefaultTheme = QStringLiteral("walnut");
const QString kDefaultHintLevel = QStringLiteral("hard");
// Languages with a translation, and English, which needs none.
const QStringList kLanguages = {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"),
                                QStringLiteral("es")};

AppSettings* g_instance = nullptr;

} // namespace

AppSettings::AppSettings(QObject* parent) : QObject(parent) {
    if (!g_instance) g_instance = this;
    load();
}

AppSettings::~AppSettings() {
    // As the application's child this goes after the application itself, which
    // has dropped its translators by then.
    if (QCoreApplication::instance())
        for (int i = 0; i < 3; ++i)
            if (installed_[i]) QCoreApplication::removeTranslator(&translators_[i]);
    if (g_instance == this) g_instance = nullptr;
}

AppSettings* AppSettings::instance() {
    if (!g_instance) new AppSettings(QCoreApplication::instance());
    return g_instance;
}

AppSettings* AppSettings::create(QQmlEngine* qml, QJSEngine*) {
    AppSettings* s = instance();
    // The application owns it; QML must not delete it with the engine.
    QJSEngine::setObjectOwnership(s, QJSEngine::CppOwnership);
    if (!s->engine_) {
        s->engine_ = qml;
        // Numbers worded by Qt.locale(Qt.uiLanguage) read in the chosen
        // language from the first screen, not only after a switch.
        qml->setUiLanguage(s->locale().name());
    }
    return s;
}

void AppSettings::load() {
    animation_ = store_.value(QStringLiteral("display/animation"), kDefaultAnimation).toString();
    if (!kAnimations.contains(animation_)) animation_ = kDefaultAnimation;
    sounds_ = store_.value(QStringLiteral("sound/enabled"), true).toBool();
    confirmations_ = store_.value(QStringLiteral("play/confirmations"), true).toBool();
    squareNumbers_ = store_.value(QStringLiteral("display/squareNumbers"), true).toBool();
    movesInWords_ = store_.value(QStringLiteral("display/movesInWords"), false).toBool();
    askQuietChoices_ = store_.value(QStringLiteral("play/askQuietChoices"), true).toBool();
    boardTheme_ = store_.value(QStringLiteral("display/boardTheme"), kDefaultTheme).toString();
    if (!boardThemes().contains(boardTheme_)) boardTheme_ = kDefaultTheme;
    hintLevel_ = store_.value(QStringLiteral("play/hintLevel"), kDefaultHintLevel).toString();
    if (!hintLevels().contains(hintLevel_)) hintLevel_ = kDefaultHintLevel;
    language_ = store_.value(QStringLiteral("display/language")).toString();
    if (!language_.isEmpty() && !kLanguages.contains(language_)) language_.clear();
}

void AppSettings::setAnimation(const QString& value) {
    if (value == animation_ || !kAnimations.contains(value)) return;
    animation_ = value;
    store_.setValue(QStringLiteral("display/animation"), value);
    emit animationChanged();
}

double AppSettings::animationFactor() const {
    if (animation_ == QLatin1String("off")) return 0.0;
    if (animation_ == QLatin1String("fast")) return 0.5;
    if (animation_ == QLatin1String("slow")) return 1.8;
    return 1.0;
}

void AppSettings::setSounds(bool on) {
    if (on == sounds_) return;
    sounds_ = on;
    store_.setValue(QStringLiteral("sound/enabled"), on);
    emit soundsChanged();
}

void AppSettings::setConfirmations(bool on) {
    if (on == confirmations_) return;
    confirmations_ = on;
    store_.setValue(QStringLiteral("play/confirmations"), on);
    emit confirmationsChanged();
}

void AppSettings::setSquareNumbers(bool on) {
    if (on == squareNumbers_) return;
    squareNumbers_ = on;
    store_.setValue(QStringLiteral("display/squareNumbers"), on);
    emit squareNumbersChanged();
}

void AppSettings::setAskQuietChoices(bool on) {
    if (on == askQuietChoices_) return;
    askQuietChoices_ = on;
    store_.setValue(QStringLiteral("play/askQuietChoices"), on);
    emit askQuietChoicesChanged();
}

void AppSettings::setMovesInWords(bool on) {
    if (on == movesInWords_) return;
    movesInWords_ = on;
    store_.setValue(QStringLiteral("display/movesInWords"), on);
    emit movesInWordsChanged();
}

QStringList AppSettings::hintLevels() {
    // Weakest first: a game without the chosen level hints with the next below.
    return {QStringLiteral("easy"), QStringLiteral("normal"), QStringLiteral("hard"),
            QStringLiteral("expert")};
}

void AppSettings::setHintLevel(const QString& level) {
    if (level == hintLevel_ || !hintLevels().contains(level)) return;
    hintLevel_ = level;
    store_.setValue(QStringLiteral("play/hintLevel"), level);
    emit hintLevelChanged();
}

QStringList AppSettings::boardThemes() {
    return {QStringLiteral("walnut"), QStringLiteral("green"), QStringLiteral("slate"),
            QStringLiteral("contrast")};
}

void AppSettings::setBoardTheme(const QString& theme) {
    if (theme == boardTheme_ || !boardThemes().contains(theme)) return;
    boardTheme_ = theme;
    store_.setValue(QStringLiteral("display/boardTheme"), theme);
    emit boardThemeChanged();
}

void AppSettings::setLanguage(const QString& code) {
    if (code == language_ || (!code.isEmpty() && !kLanguages.contains(code))) return;
    language_ = code;
    store_.setValue(QStringLiteral("display/language"), code);
    applyLanguage(engine_);
    emit languageChanged();
}

QUrl AppSettings::fileFolder() const {
    const QString kept = store_.value(QStringLiteral("files/folder")).toString();
    if (!kept.isEmpty() && QFileInfo(kept).isDir()) return QUrl::fromLocalFile(kept);
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QUrl::fromLocalFile(QFileInfo(documents).isDir() ? documents : QDir::homePath());
}

void AppSettings::setFileFolder(const QUrl& folder) {
    const QString path = folder.toLocalFile();
    if (path.isEmpty() || !QFileInfo(path).isDir() || folder == fileFolder()) return;
    store_.setValue(QStringLiteral("files/folder"), path);
    emit fileFolderChanged();
}

void AppSettings::rememberSetup(const QString& gameId, const QVariantMap& options,
                                const QStringList& players) {
    store_.setValue(QStringLiteral("setup/game"), gameId);
    store_.setValue(QStringLiteral("setup/options"), options);
    store_.setValue(QStringLiteral("setup/players"), players);
}

QVariantMap AppSettings::lastSetup() const {
    const QString game = store_.value(QStringLiteral("setup/game")).toString();
    if (game.isEmpty()) return {};
    return {
        {QStringLiteral("game"), game},
        {QStringLiteral("options"), store_.value(QStringLiteral("setup/options")).toMap()},
        {QStringLiteral("players"), store_.value(QStringLiteral("setup/players")).toStringList()}};
}

void AppSettings::rememberFolderOf(const QUrl& file) {
    if (file.isLocalFile())
        setFileFolder(QUrl::fromLocalFile(QFileInfo(file.toLocalFile()).path()));
}

QUrl AppSettings::typedFile(const QUrl& folder, const QString& typed, const QString& suffix) const {
    QString name = typed.trimmed();
    if (name.isEmpty()) return {};
    if (name == QLatin1String("~") || name.startsWith(QLatin1String("~/")))
        name = QDir::homePath() + name.mid(1);
    QString path = QDir(folder.toLocalFile()).absoluteFilePath(QDir::fromNativeSeparators(name));
    if (!suffix.isEmpty() && QFileInfo(path).suffix().isEmpty()) path += QLatin1Char('.') + suffix;
    return QUrl::fromLocalFile(QDir::cleanPath(path));
}

QVariantList AppSettings::languages() const {
    // Each language named in itself, so a player who cannot read the current
    // one still finds their own.
    return {QVariantMap{{QStringLiteral("code"), QString()},
                        {QStringLiteral("name"), tr("As the system")}},
            QVariantMap{{QStringLiteral("code"), QStringLiteral("en")},
                        {QStringLiteral("name"), QStringLiteral("English")}},
            QVariantMap{{QStringLiteral("code"), QStringLiteral("de")},
                        {QStringLiteral("name"), QStringLiteral("Deutsch")}},
            QVariantMap{{QStringLiteral("code"), QStringLiteral("fr")},
                        {QStringLiteral("name"), QStringLiteral("Français")}},
            QVariantMap{{QStringLiteral("code"), QStringLiteral("es")},
                        {QStringLiteral("name"), QStringLiteral("Español")}}};
}

QLocale AppSettings::locale() const {
    return language_.isEmpty() ? QLocale() : QLocale(language_);
}

void AppSettings::applyLanguage(QQmlEngine* engine) {
    if (engine) engine_ = engine;
    for (int i = 0; i < 3; ++i) {
        if (installed_[i]) QCoreApplication::removeTranslator(&translators_[i]);
        installed_[i] = false;
    }
    const QLocale locale = this->locale();
    const QString names[3] = {QStringLiteral("hatrack"), QStringLiteral("games"),
                              QStringLiteral("qtbase")};
    const QString dirs[3] = {QStringLiteral(":/i18n"), QStringLiteral(":/i18n"),
                             QLibraryInfo::path(QLibraryInfo::TranslationsPath)};
    // English is the language of the sources: ours gives only its plural forms,
    // and Qt's own English file would only stand in the way of a switch back.
    // A language we have no words for (or the C locale) reads English: with
    // its plural forms too, not "1 way(s)".
    for (int i = 0; i < 3; ++i) {
        if (i != 0 && locale.language() == QLocale::English) continue;
        const bool loaded = translators_[i].load(locale, names[i], QStringLiteral("_"), dirs[i]) ||
                            (i == 0 && translators_[i].load(QStringLiteral("hatrack_en"), dirs[i]));
        if (loaded) installed_[i] = QCoreApplication::installTranslator(&translators_[i]);
    }
    // Qt.uiLanguage lets a binding that words itself through C++ follow the switch.
    if (engine_) {
        engine_->setUiLanguage(locale.name());
        engine_->retranslate();
    }
}

void AppSettings::restoreDefaults() {
    setAnimation(kDefaultAnimation);
    setSounds(true);
    setConfirmations(true);
    setSquareNumbers(true);
    setMovesInWords(false);
    setAskQuietChoices(true);
    setBoardTheme(kDefaultTheme);
    setLanguage(QString());
    setHintLevel(kDefaultHintLevel);
}
