// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessoncoach.h"

#include "enginetext.h"
#include "games.h"

#include <algorithm>
#include <cctype>

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QString word(const std::string& english) {
    return english.empty() ? QString() : enginetext::text(english);
}

// The games' lessons; a game whose file cannot be read has none (the tests
// and `lessons --check` name the problem).
const hatrack::GameLessons* lessonsOf(const QString& gameId) {
    try {
        return &hatrack::lessonsFor(gameId.toStdString());
    } catch (const hatrack::RulesError&) {
        return nullptr;
    }
}

QString pathOf(const hatrack::LessonLevel& l) {
    return qs(l.stage + "/" + l.id);
}

// Every level of a game in order.
std::vector<const hatrack::LessonLevel*> levelsOf(const QString& gameId) {
    std::vector<const hatrack::LessonLevel*> out;
    if (const auto* lessons = lessonsOf(gameId))
        for (const auto& s : lessons->stages)
            for (const auto& l : s.levels) out.push_back(&l);
    return out;
}

} // namespace

LessonCoach::LessonCoach(QObject* parent) : QObject(parent) {
    showTimer_.setInterval(450);
    connect(&showTimer_, &QTimer::timeout, this, &LessonCoach::showStep);
    connect(&enginetext::Watcher::instance(), &enginetext::Watcher::languageChanged, this, [this] {
        emit levelChanged();
        emit progressChanged();
        judge();
    });
}

void LessonCoach::setController(GameController* c) {
    if (c == controller_) return;
    if (controller_) {
        disconnect(stateConnection_);
        disconnect(refusedConnection_);
    }
    controller_ = c;
    if (controller_) {
        stateConnection_ =
            connect(controller_, &GameController::stateChanged, this, &LessonCoach::judge);
        refusedConnection_ =
            connect(controller_, &GameController::moveRejected, this, &LessonCoach::refused);
    }
    emit controllerChanged();
}

QString LessonCoach::key(const QString& gameId, const QString& path) const {
    return QStringLiteral("lessons/%1/%2").arg(gameId, path);
}

QVariantList LessonCoach::games() const {
    QVariantList out;
    for (const auto& g : hatrack::allGames()) {
        const QString id = qs(g.id);
        const auto levels = levelsOf(id);
        if (levels.empty()) continue;
        int done = 0, stars = 0;
        for (const auto* l : levels) {
            const int s = store_.value(key(id, pathOf(*l)), 0).toInt();
            done += s > 0 ? 1 : 0;
            stars += s;
        }
        out.append(
            QVariantMap{{QStringLiteral("id"), id},
                        {QStringLiteral("title"), word(g.title)},
                        {QStringLiteral("stages"), static_cast<int>(lessonsOf(id)->stages.size())},
                        {QStringLiteral("levels"), static_cast<int>(levels.size())},
                        {QStringLiteral("done"), done},
                        {QStringLiteral("stars"), stars}});
    }
    return out;
}

QVariantList LessonCoach::stages(const QString& gameId) const {
    QVariantList out;
    const auto* lessons = lessonsOf(gameId);
    if (!lessons) return out;
    for (const auto& s : lessons->stages) {
        QVariantList levels;
        for (const auto& l : s.levels)
            levels.append(QVariantMap{
                {QStringLiteral("path"), pathOf(l)},
                {QStringLiteral("title"), word(l.title)},
                {QStringLiteral("goal"), word(l.goal)},
                {QStringLiteral("stars"), store_.value(key(gameId, pathOf(l)), 0).toInt()}});
        out.append(QVariantMap{{QStringLiteral("id"), qs(s.id)},
                               {QStringLiteral("title"), word(s.title)},
                               {QStringLiteral("levels"), levels}});
    }
    return out;
}

QString LessonCoach::gameTitle(const QString& gameId) const {
    try {
        return word(hatrack::gameInfo(gameId.toStdString()).title);
    } catch (const hatrack::RulesError&) {
        return gameId;
    }
}

int LessonCoach::levelTotal(const QString& gameId) const {
    return static_cast<int>(levelsOf(gameId).size());
}

const hatrack::LessonLevel* LessonCoach::level() const {
    return script_ ? &script_->level() : nullptr;
}

bool LessonCoach::start(const QString& gameId, const QString& path) {
    if (!controller_) return false;
    const auto* lessons = lessonsOf(gameId);
    const auto* found = lessons ? lessons->level(path.toStdString()) : nullptr;
    if (!found) return false;
    showTimer_.stop();
    std::shared_ptr<hatrack::LessonScript> script;
    try {
        script = std::make_shared<hatrack::LessonScript>(gameId.toStdString(), *found);
    } catch (const hatrack::RulesError& e) {
        qWarning("lesson %s/%s: %s", qPrintable(gameId), qPrintable(path), e.what());
        return false;
    }
    gameId_ = gameId;
    path_ = path;
    script_ = std::move(script);
    state_ = QStringLiteral("playing");
    verdict_.clear();
    stars_ = 0;
    moves_ = 0;
    refusal_.clear();
    judgedLog_ = 0;
    hintShown_ = false;
    // After the level's match is on the board: marks are named by its squares.
    const bool ok = controller_->startLesson(*script_);
    emit levelChanged();
    judge();
    return ok;
}

bool LessonCoach::retry() {
    return start(gameId_, path_);
}

bool LessonCoach::hasNext() const {
    const auto levels = levelsOf(gameId_);
    for (std::size_t i = 0; i + 1 < levels.size(); ++i)
        if (pathOf(*levels[i]) == path_) return true;
    return false;
}

bool LessonCoach::next() {
    const auto levels = levelsOf(gameId_);
    for (std::size_t i = 0; i + 1 < levels.size(); ++i)
        if (pathOf(*levels[i]) == path_) return start(gameId_, pathOf(*levels[i + 1]));
    return false;
}

QString LessonCoach::nextUnwon(const QString& gameId) const {
    const auto levels = levelsOf(gameId);
    for (const auto* l : levels)
        if (store_.value(key(gameId, pathOf(*l)), 0).toInt() == 0) return pathOf(*l);
    return levels.empty() ? QString() : pathOf(*levels.front());
}

int LessonCoach::levelNumber() const {
    const auto levels = levelsOf(gameId_);
    for (std::size_t i = 0; i < levels.size(); ++i)
        if (pathOf(*levels[i]) == path_) return static_cast<int>(i) + 1;
    return 0;
}

QString LessonCoach::title() const {
    return level() ? word(level()->title) : QString();
}

QString LessonCoach::stageTitle() const {
    const auto* lessons = lessonsOf(gameId_);
    if (!lessons || !level()) return {};
    for (const auto& s : lessons->stages)
        if (s.id == level()->stage) return word(s.title);
    return {};
}

QString LessonCoach::text() const {
    return level() ? word(level()->text) : QString();
}

QString LessonCoach::goal() const {
    return level() ? word(level()->goal) : QString();
}

int LessonCoach::squareNamed(const std::string& name) const {
    const auto* m = controller_ ? controller_->match() : nullptr;
    if (!m) return -1;
    for (int q = 0; q < m->state().squareCount(); ++q)
        if (m->state().squareName(q) == name) return q;
    return -1;
}

QVariantList LessonCoach::marks() const {
    QVariantList out;
    if (level())
        for (const auto& m : level()->marks)
            if (const int q = squareNamed(m); q >= 0) out.append(q);
    return out;
}

QVariantList LessonCoach::vacatedMarks() const {
    QVariantList out;
    const auto* m = controller_ ? controller_->match() : nullptr;
    if (!level() || !m) return out;
    const std::vector<bool> vacated = script_->marksVacated(*m);
    for (std::size_t i = 0; i < vacated.size(); ++i)
        if (vacated[i])
            if (const int q = squareNamed(level()->marks[i]); q >= 0) out.append(q);
    return out;
}

QVariantList LessonCoach::arrows() const {
    QVariantList out;
    const auto* m = controller_ ? controller_->match() : nullptr;
    if (!level() || !onSolution_ || !m) return out;
    const std::vector<bool> ahead = script_->arrowsAhead(*m);
    const std::vector<bool> theirs = script_->arrowsTheirs();
    for (std::size_t a = 0; a < ahead.size(); ++a)
        if (ahead[a])
            out.append(QVariantMap{{QStringLiteral("from"), squareNamed(level()->arrows[a].first)},
                                   {QStringLiteral("to"), squareNamed(level()->arrows[a].second)},
                                   {QStringLiteral("theirs"), bool(theirs[a])}});
    return out;
}

QStringList LessonCoach::zones() const {
    QStringList out;
    if (level())
        for (const auto& z : level()->zones) out << qs(z);
    return out;
}

int LessonCoach::par() const {
    return level() ? level()->par : 0;
}

int LessonCoach::limit() const {
    return level() ? level()->limit : 0;
}

QString LessonCoach::hintText() const {
    return hintShown_ && level() ? word(level()->hint) : QString();
}

int LessonCoach::helps() const {
    return helps_.value(key(gameId_, path_), 0);
}

int LessonCoach::bestStars() const {
    return path_.isEmpty() ? 0 : store_.value(key(gameId_, path_), 0).toInt();
}

void LessonCoach::judge() {
    const auto* m = controller_ ? controller_->match() : nullptr;
    if (!script_ || !m || m->gameId() != gameId_.toStdString()) return;
    const hatrack::LessonVerdict v = script_->judge(*m);
    // A decision made since a refusal: its words are no longer news.
    if (v.moves != moves_ || m->log().size() != judgedLog_) refusal_.clear();
    judgedLog_ = m->log().size();
    moves_ = v.moves;
    onSolution_ = script_->partwayThroughSolution(*m);
    // The solution's next step for the learner, where the hint points.
    hintSquares_.clear();
    if (const auto step = script_->nextSolutionStep(*m)) {
        const hatrack::ActionView view = m->state().describe(*step);
        if (view.from >= 0) hintSquares_.append(view.from);
        if (view.to >= 0) hintSquares_.append(view.to);
    }
    const QString before = state_;
    // The solution played for the learner earns nothing, also once it is over.
    const bool watched = state_ == QLatin1String("showing") || state_ == QLatin1String("shown");
    if (!watched) {
        if (v.state == hatrack::LessonVerdict::State::Won) {
            if (state_ != QLatin1String("won")) {
                stars_ = hatrack::lessonStars(v.moves, script_->level().par, helps());
                // Help counts up to a win: a try after it may earn more stars.
                helps_.remove(key(gameId_, path_));
                if (stars_ > bestStars()) {
                    store_.setValue(key(gameId_, path_), stars_);
                    emit progressChanged();
                }
            }
            state_ = QStringLiteral("won");
        } else if (v.state == hatrack::LessonVerdict::State::Lost) {
            if (state_ != QLatin1String("lost")) ++helps_[key(gameId_, path_)];
            state_ = QStringLiteral("lost");
        } else {
            state_ = QStringLiteral("playing");
        }
    } else if (v.state != hatrack::LessonVerdict::State::Playing) {
        showTimer_.stop();
        // Said as over, so that the learner knows it is their turn to try.
        state_ = QStringLiteral("shown");
    } else if (state_ == QLatin1String("shown")) {
        // Moves taken back after it: the learner plays on from there.
        state_ = QStringLiteral("playing");
    }
    verdict_ =
        v.state == hatrack::LessonVerdict::State::Playing ? QString() : enginetext::sentence(v.why);
    if (before != state_ && state_ != QLatin1String("playing") &&
        state_ != QLatin1String("showing"))
        controller_->haltPlay();
    emit verdictChanged();
}

void LessonCoach::refused(int from, int to) {
    const auto* m = controller_ ? controller_->match() : nullptr;
    if (!m || !level()) return;
    const std::string a = m->state().squareName(from), b = m->state().squareName(to);
    // The words for an earlier try are not about this one: they stood over
    // every refusal after it, the engine's own reason hidden below them.
    const bool said = !refusal_.isEmpty();
    refusal_.clear();
    // A wrong move names its squares in order ("9-13", "Bd1-d4", "10x18/15").
    for (const auto& w : level()->wrong) {
        const auto at = w.move.find(a);
        if (at == std::string::npos || at > 1) continue;
        const auto rest = w.move.substr(at + a.size());
        const auto cut = rest.find('/');
        const std::string path = rest.substr(0, cut);
        // Before the last square a separator: "-", "x" (a capture), "/".
        const char before = path.size() > b.size() ? path[path.size() - b.size() - 1] : '\0';
        if (path.size() > b.size() && path.compare(path.size() - b.size(), b.size(), b) == 0 &&
            (before == 'x' || !std::isalnum(static_cast<unsigned char>(before)))) {
            refusal_ = word(w.why);
            emit verdictChanged();
            return;
        }
    }
    if (said) emit verdictChanged();
}

void LessonCoach::showHint() {
    if (hintShown_ || state_ != QLatin1String("playing")) return;
    hintShown_ = true;
    ++helps_[key(gameId_, path_)];
    emit verdictChanged();
}

void LessonCoach::showMe() {
    if (path_.isEmpty() || !start(gameId_, path_)) return;
    // Seeing the solution is the most help there is: one star at best next time.
    helps_[key(gameId_, path_)] += 2;
    state_ = QStringLiteral("showing");
    emit verdictChanged();
    showTimer_.start();
}

void LessonCoach::showStep() {
    const auto* m = controller_ ? controller_->match() : nullptr;
    if (!m || !script_ || state_ != QLatin1String("showing")) {
        showTimer_.stop();
        return;
    }
    if (script_->judge(*m).state != hatrack::LessonVerdict::State::Playing) {
        showTimer_.stop();
        return;
    }
    // The other side and chance play by themselves; the learner's steps come from here.
    if (!controller_->humanToMove()) return;
    const auto step = script_->nextSolutionStep(*m);
    if (!step) {
        showTimer_.stop();
        return;
    }
    controller_->playForLearner(*step);
}

void LessonCoach::leave() {
    showTimer_.stop();
    if (controller_ && controller_->hasGame()) controller_->haltPlay();
    path_.clear();
    script_.reset();
    emit levelChanged();
    emit verdictChanged();
}

void LessonCoach::resetProgress(const QString& gameId) {
    store_.remove(QStringLiteral("lessons/") + gameId);
    // A fresh start: help taken before counts no more.
    const QString prefix = key(gameId, QString());
    helps_.removeIf([&](const auto& entry) { return entry.key().startsWith(prefix); });
    emit progressChanged();
    emit verdictChanged();
}

bool LessonCoach::offerFor(const QString& gameId) const {
    // A player who has won a level knows where the lessons are: the offer
    // would read as if they had never met the game.
    const auto levels = levelsOf(gameId);
    const bool begun = std::any_of(levels.begin(), levels.end(), [&](const auto* l) {
        return store_.value(key(gameId, pathOf(*l)), 0).toInt() > 0;
    });
    return !levels.empty() && !begun &&
           !store_.value(QStringLiteral("played/") + gameId, false).toBool() &&
           !store_.value(QStringLiteral("lessonOffer/") + gameId, false).toBool();
}

QString LessonCoach::offerText(const QString& gameId) const {
    // Counted in levels, as the lessons' browser counts them ("0 of 29
    // levels"): "4 short lessons" there read as a different offer.
    const int n = static_cast<int>(levelsOf(gameId).size());
    return tr("New to %1? %n short levels teach it", nullptr, n).arg(gameTitle(gameId));
}

void LessonCoach::dismissOffer(const QString& gameId) {
    store_.setValue(QStringLiteral("lessonOffer/") + gameId, true);
}

void LessonCoach::notePlayed(const QString& gameId) {
    store_.setValue(QStringLiteral("played/") + gameId, true);
}
