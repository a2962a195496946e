// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "labcontroller.h"

#include "enginetext.h"
#include "savefile.h"
#include "savegame.h"

#include <QFile>
#include <QSaveFile>
#include <QThread>

#include <algorithm>

using namespace hatrack;

namespace {

QVariantMap share(const Proportion& p) {
    return {{QStringLiteral("value"), p.value},
            {QStringLiteral("low"), p.low},
            {QStringLiteral("high"), p.high},
            {QStringLiteral("hits"), p.hits},
            {QStringLiteral("of"), p.of}};
}

Proportion fromShare(const QVariantMap& m) {
    Proportion p;
    p.value = m.value(QStringLiteral("value")).toDouble();
    p.low = m.value(QStringLiteral("low")).toDouble();
    p.high = m.value(QStringLiteral("high")).toDouble();
    p.hits = m.value(QStringLiteral("hits")).toDouble();
    p.of = m.value(QStringLiteral("of")).toInt();
    return p;
}

// A variant as the player named it, or else by the options it changes, in the
// setup screen's words: "Hat draft: Mixed Hat Draft, Wearing Many Hats".
QString variantTitle(const GameInfo& game, const LabVariant& variant) {
    if (!variant.name.empty()) return QString::fromStdString(variant.name);
    const Options options = completeOptions(game, variant.options);
    QStringList parts;
    for (const OptionSpec& spec : game.options) {
        const std::string& value = options.at(spec.name);
        if (value == spec.values.front()) continue;
        const QString label = enginetext::text(spec.label);
        const bool onOff = spec.values.size() == 2 && value == "on";
        if (onOff) {
            parts << label;
            continue;
        }
        const auto at = static_cast<std::size_t>(
            std::find(spec.values.begin(), spec.values.end(), value) - spec.values.begin());
        const QString worded =
            enginetext::text(at < spec.valueLabels.size() ? spec.valueLabels[at] : value);
        // "Mixed Hat Draft" says its option already; "Ranger" does not.
        parts << (worded.contains(label, Qt::CaseInsensitive)
                      ? worded
                      : LabController::tr("%1: %2").arg(label, worded));
    }
    return parts.isEmpty() ? LabController::tr("Standard rules") : parts.join(QStringLiteral(", "));
}

QVariantMap worded(const LabStats& s, const LabConfig& config) {
    QVariantList histogram;
    for (int count : s.histogram) histogram.append(count);
    QVariantList endings;
    for (const LabEnding& e : s.endings)
        // One row per reason and result: the key the screen matches variants by.
        endings.append(QVariantMap{{QStringLiteral("id"), QString::fromStdString(e.id) + u':' +
                                                              QLatin1String(labSeatWord(e.winner))},
                                   {QStringLiteral("winner"), e.winner},
                                   {QStringLiteral("label"), enginetext::sentence(e.label)},
                                   {QStringLiteral("games"), e.games}});
    QVariantList features;
    for (const LabFeature& f : s.features)
        features.append(QVariantMap{{QStringLiteral("id"), QString::fromStdString(f.id)},
                                    {QStringLiteral("label"), enginetext::phrase(f.label)},
                                    {QStringLiteral("games"), f.games},
                                    {QStringLiteral("uses"), f.uses},
                                    {QStringLiteral("score"), share(f.score)}});
    // Variants go by letter where room is short, as on their cards: A, B, C, D.
    return {{QStringLiteral("variant"), s.variant},
            {QStringLiteral("letter"), QString(QChar(u'A' + s.variant))},
            {QStringLiteral("name"),
             variantTitle(gameInfo(config.gameId),
                          config.variants.at(static_cast<std::size_t>(s.variant)))},
            {QStringLiteral("games"), s.games},
            {QStringLiteral("firstWins"), share(s.firstWins)},
            {QStringLiteral("secondWins"), share(s.secondWins)},
            {QStringLiteral("draws"), share(s.draws)},
            {QStringLiteral("aScore"), share(s.aScore)},
            {QStringLiteral("firstScore"), share(s.firstScore)},
            {QStringLiteral("meanPlies"), s.meanPlies},
            {QStringLiteral("minPlies"), s.minPlies},
            {QStringLiteral("maxPlies"), s.maxPlies},
            {QStringLiteral("bucket"), s.bucket},
            {QStringLiteral("histogram"), histogram},
            {QStringLiteral("endings"), endings},
            {QStringLiteral("features"), features}};
}

} // namespace

LabController::LabController(QObject* parent) : QObject(parent) {
    // The screen is worded anew a few times a second while games finish,
    // not once per game: a thousand quick games would flood it.
    poll_.setInterval(150);
    connect(&poll_, &QTimer::timeout, this, &LabController::refresh);
    connect(&enginetext::Watcher::instance(), &enginetext::Watcher::languageChanged, this, [this] {
        {
            const std::lock_guard<std::mutex> hold(mutex_);
            dirty_ = true;
        }
        refresh();
    });
}

LabController::~LabController() {
    stop();
}

int LabController::finished() const {
    const std::lock_guard<std::mutex> hold(mutex_);
    return static_cast<int>(done_.size());
}

int LabController::total() const {
    if (!run_) return 0;
    return run_->config().games * static_cast<int>(run_->config().variants.size());
}

double LabController::elapsed() const {
    return elapsed_;
}

QString LabController::gameId() const {
    return run_ ? QString::fromStdString(run_->config().gameId) : QString();
}

bool LabController::pdnAvailable() const {
    return run_ && gameInfo(run_->config().gameId).pdn;
}

void LabController::setError(const QString& why) {
    if (error_ == why) return;
    error_ = why;
    emit errorChanged();
}

bool LabController::start(const QString& gameId, const QVariantList& variants, int games,
                          const QString& playerA, const QString& playerB, qint64 seed) {
    stop();
    LabConfig config;
    config.gameId = gameId.toStdString();
    for (const QVariant& v : variants) {
        const QVariantMap m = v.toMap();
        LabVariant variant;
        variant.name = m.value(QStringLiteral("name")).toString().toStdString();
        const QVariantMap options = m.value(QStringLiteral("options")).toMap();
        for (auto it = options.begin(); it != options.end(); ++it)
            variant.options[it.key().toStdString()] = it.value().toString().toStdString();
        config.variants.push_back(std::move(variant));
    }
    config.games = games;
    config.playerA = playerA.toStdString();
    config.playerB = playerB.toStdString();
    config.seed = static_cast<std::uint64_t>(seed);
    config.jobs = std::max(1, QThread::idealThreadCount());
    try {
        run_ = std::make_unique<LabRun>(config);
    } catch (const std::exception& e) {
        setError(enginetext::error(e));
        return false;
    }
    setError({});
    {
        const std::lock_guard<std::mutex> hold(mutex_);
        done_.clear();
        dirty_ = true;
        threadDone_ = false;
        failure_.clear();
    }
    started_ = std::chrono::steady_clock::now();
    elapsed_ = 0;
    running_ = true;
    LabRun* run = run_.get();
    thread_ = std::thread([this, run] {
        std::string failure;
        try {
            run->run([this](const LabGame& game) {
                const std::lock_guard<std::mutex> hold(mutex_);
                done_.push_back(game);
                dirty_ = true;
            });
        } catch (const std::exception& e) {
            failure = e.what();
        }
        const std::lock_guard<std::mutex> hold(mutex_);
        threadDone_ = true;
        dirty_ = true;
        failure_ = failure;
    });
    poll_.start();
    emit runningChanged();
    refresh();
    return true;
}

void LabController::cancel() {
    if (!running_) return;
    stop();
    refresh();
}

void LabController::stop() {
    if (run_) run_->cancel();
    if (thread_.joinable()) thread_.join();
    poll_.stop();
    if (running_) {
        running_ = false;
        elapsed_ =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
        {
            const std::lock_guard<std::mutex> hold(mutex_);
            dirty_ = true;
        }
        // Not under the lock: what hears it reads finished(), which takes it.
        emit runningChanged();
    }
}

std::vector<LabGame> LabController::snapshot() const {
    std::vector<LabGame> games;
    {
        const std::lock_guard<std::mutex> hold(mutex_);
        games = done_;
    }
    std::sort(games.begin(), games.end(), [](const LabGame& a, const LabGame& b) {
        return std::pair(a.variant, a.index) < std::pair(b.variant, b.index);
    });
    return games;
}

void LabController::refresh() {
    bool finishedNow = false;
    std::string failure;
    {
        const std::lock_guard<std::mutex> hold(mutex_);
        if (!dirty_) return;
        dirty_ = false;
        finishedNow = threadDone_ && running_;
        failure = failure_;
    }
    // A run stopped by a failing game keeps the games before it.
    if (!failure.empty()) setError(QString::fromStdString(failure));
    if (running_)
        elapsed_ =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
    if (!run_) return;
    const std::vector<LabGame> games = snapshot();
    const LabConfig& config = run_->config();
    const enginetext::GameWords words(config.gameId);
    QVariantList results;
    for (int v = 0; v < static_cast<int>(config.variants.size()); ++v)
        results.append(worded(labStats(config, games, v), config));
    QVariantList rows;
    for (const LabGame& g : games)
        rows.append(QVariantMap{{QStringLiteral("variant"), g.variant},
                                {QStringLiteral("index"), g.index},
                                {QStringLiteral("winner"), g.winner},
                                {QStringLiteral("aSide"), g.aSide},
                                {QStringLiteral("plies"), g.plies},
                                {QStringLiteral("end"), enginetext::sentence(g.end)}});
    results_ = results;
    gameRows_ = rows;
    emit progressChanged();
    emit resultsChanged();
    // Said to have stopped only once the last figures are out: what waits
    // for the end of a run finds them final.
    if (finishedNow) stop();
}

bool LabController::differs(const QVariantMap& a, const QVariantMap& b) const {
    return significantlyDifferent(fromShare(a), fromShare(b));
}

QString LabController::gameText(int variant, int index) const {
    if (!run_) return {};
    for (const LabGame& g : snapshot()) {
        if (g.variant != variant || g.index != index) continue;
        try {
            const Match match = labMatch(run_->config(), g);
            const LabConfig& c = run_->config();
            const std::string a = c.playerA, b = c.playerB;
            std::vector<std::string> players(2);
            players[g.aSide] = a;
            players[1 - g.aSide] = b;
            return QString::fromStdString(saveGame(match, players));
        } catch (const std::exception&) {
            return {};
        }
    }
    return {};
}

bool LabController::write(const QUrl& file, const std::string& text) {
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) ||
        out.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !out.commit()) {
        setError(tr("Could not write %1: %2").arg(path, out.errorString()));
        return false;
    }
    setError({});
    emit exported(path);
    return true;
}

bool LabController::exportCsv(const QUrl& file) {
    if (!run_) return false;
    const std::vector<LabGame> games = snapshot();
    std::vector<LabStats> stats;
    for (int v = 0; v < static_cast<int>(run_->config().variants.size()); ++v)
        stats.push_back(labStats(run_->config(), games, v));
    return write(file, labCsv(run_->config(), stats));
}

bool LabController::exportJson(const QUrl& file) {
    if (!run_) return false;
    const std::vector<LabGame> games = snapshot();
    std::vector<LabStats> stats;
    for (int v = 0; v < static_cast<int>(run_->config().variants.size()); ++v)
        stats.push_back(labStats(run_->config(), games, v));
    return write(file, labJson(run_->config(), stats, elapsed_));
}

bool LabController::exportArchive(const QUrl& file) {
    if (!run_) return false;
    try {
        return write(file, labArchive(run_->config(), snapshot()));
    } catch (const std::exception& e) {
        setError(enginetext::error(e));
        return false;
    }
}

bool LabController::exportPdn(const QUrl& file) {
    if (!run_ || !pdnAvailable()) return false;
    try {
        return write(file, labPdn(run_->config(), snapshot()));
    } catch (const std::exception& e) {
        setError(enginetext::error(e));
        return false;
    }
}
