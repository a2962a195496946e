// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The player's preferences, kept between runs with QSettings: how fast things
// move, sounds, whether to ask before throwing a game away, square numbers,
// moves told in words, the board's colours and the language. One instance for the whole
// application, shared with QML as the AppSettings singleton.
#include <QLocale>
#include <QObject>
#include <QPointer>
#include <QSettings>
#include <QStringList>
#include <QTranslator>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

class AppSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // "off", "fast", "normal" or "slow"; durations on screen are multiplied
    // by animationFactor (0 when off: tokens jump to their places).
    Q_PROPERTY(QString animation READ animation WRITE setAnimation NOTIFY animationChanged)
    Q_PROPERTY(double animationFactor READ animationFactor NOTIFY animationChanged)
    Q_PROPERTY(bool sounds READ sounds WRITE setSounds NOTIFY soundsChanged)
    // Ask before a game in progress is abandoned, resigned or replaced.
    Q_PROPERTY(
        bool confirmations READ confirmations WRITE setConfirmations NOTIFY confirmationsChanged)
    Q_PROPERTY(
        bool squareNumbers READ squareNumbers WRITE setSquareNumbers NOTIFY squareNumbersChanged)
    // The list of moves says in plain words what each move did ("Black moves
    // a man from 11 to 15") instead of its notation, which its tooltip keeps.
    Q_PROPERTY(bool movesInWords READ movesInWords WRITE setMovesInWords NOTIFY movesInWordsChanged)
    // Ask every choice, also one that leaves the table as it is (keeping a hat
    // on); when off such a choice is taken for the player after their move,
    // unless they hold Shift as they make it. Lessons always ask.
    Q_PROPERTY(bool askQuietChoices READ askQuietChoices WRITE setAskQuietChoices NOTIFY
                   askQuietChoicesChanged)
    // One of boardThemes: the colours of the light and dark squares.
    Q_PROPERTY(QString boardTheme READ boardTheme WRITE setBoardTheme NOTIFY boardThemeChanged)
    Q_PROPERTY(QStringList boardThemes READ boardThemes CONSTANT)
    // "" to follow the system, else a language code with a translation ("en", "de").
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // [{code, name}] for the languages the application speaks, each in its own words.
    // "As the system" is worded in the language in use, hence the signal.
    Q_PROPERTY(QVariantList languages READ languages NOTIFY languageChanged)
    // The computer level whose choice a hint shows: "easy", "normal", "hard"
    // or "expert" (a game without it hints with the strongest level below).
    Q_PROPERTY(QString hintLevel READ hintLevel WRITE setHintLevel NOTIFY hintLevelChanged)
    Q_PROPERTY(QStringList hintLevels READ hintLevels CONSTANT)

    // The folder the file dialogs open in: where the player last saved or
    // opened a file, else their documents folder (also when that one is gone).
    Q_PROPERTY(QUrl fileFolder READ fileFolder WRITE setFileFolder NOTIFY fileFolderChanged)

  public:
    // No default: Qt 6.4 builds a QML singleton with a default constructor
    // when it has one, before it looks for create(), and that second instance
    // never learned the engine to retranslate.
    explicit AppSettings(QObject* parent);
    ~AppSettings() override;

    // The application's instance (made on first use); QML gets the same one.
    static AppSettings* instance();
    static AppSettings* create(QQmlEngine* qml, QJSEngine* js);

    QString animation() const { return animation_; }
    void setAnimation(const QString& value);
    double animationFactor() const;
    bool sounds() const { return sounds_; }
    void setSounds(bool on);
    bool confirmations() const { return confirmations_; }
    void setConfirmations(bool on);
    bool squareNumbers() const { return squareNumbers_; }
    void setSquareNumbers(bool on);
    bool movesInWords() const { return movesInWords_; }
    void setMovesInWords(bool on);
    bool askQuietChoices() const { return askQuietChoices_; }
    void setAskQuietChoices(bool on);
    QString boardTheme() const { return boardTheme_; }
    void setBoardTheme(const QString& theme);
    static QStringList boardThemes();
    QString language() const { return language_; }
    void setLanguage(const QString& code);
    QVariantList languages() const;
    QString hintLevel() const { return hintLevel_; }
    void setHintLevel(const QString& level);
    static QStringList hintLevels();
    QUrl fileFolder() const;
    void setFileFolder(const QUrl& folder);
    // Keeps the folder of `file` (a file just saved or opened) for next time.
    Q_INVOKABLE void rememberFolderOf(const QUrl& file);
    // The file a name typed into a save dialog means, taken as typed: a path
    // ("/home/ann/x.hatrack", "~/x", "games/x") rather than its last part,
    // which is all Qt 6.4's own dialog keeps. `suffix` is added to a name
    // that has none. An empty URL for an empty name.
    Q_INVOKABLE QUrl typedFile(const QUrl& folder, const QString& typed,
                               const QString& suffix) const;

    // The game last started from the setup screen (its id, option values and
    // players), so that the screen shows it again after a restart; lastSetup()
    // is empty when none was.
    Q_INVOKABLE void rememberSetup(const QString& gameId, const QVariantMap& options,
                                   const QStringList& players);
    Q_INVOKABLE QVariantMap lastSetup() const;

    // Puts the chosen language (or the system's) into effect, also in QML
    // already shown when `engine` is given.
    void applyLanguage(QQmlEngine* engine = nullptr);
    // The chosen language's locale, or the system's.
    QLocale locale() const;
    // Every preference back to how a new installation starts.
    Q_INVOKABLE void restoreDefaults();

  signals:
    void animationChanged();
    void soundsChanged();
    void confirmationsChanged();
    void squareNumbersChanged();
    void movesInWordsChanged();
    void askQuietChoicesChanged();
    void boardThemeChanged();
    void languageChanged();
    void hintLevelChanged();
    void fileFolderChanged();

  private:
    void load();
    QSettings store_;
    // Ours, the games' lessons, and Qt's own (file dialogs, standard buttons).
    QTranslator translators_[3];
    bool installed_[3] = {false, false, false};
    // Guarded: a test's engine may go before the settings do.
    QPointer<QQmlEngine> engine_;
    QString animation_;
    bool sounds_ = true;
    bool confirmations_ = true;
    bool squareNumbers_ = true;
    bool movesInWords_ = false;
    bool askQuietChoices_ = true;
    QString boardTheme_;
    QString language_;
    QString hintLevel_;
};
