// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// hatrack-cli: the rules engine without a window. Its commands and output lines
// are a stable interface that scripts and tests read; see README.md.
#include "bench.h"
#include "error_text.h"
#include "excerpt.h"
#include "game_file.h"
#include "games.h"
#include "lab_command.h"
#include "lessons.h"
#include "match.h"
#include "number_text.h"
#include "perft.h"
#include "savegame.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
// windows.h first (shellapi.h needs it), without its min and max macros
// (MinGW's libstdc++ asks for that already; MSVC's does not).
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>

#include <shellapi.h>
#endif

using namespace hatrack;
using hatrack::cli::readGameFile;
using hatrack::cli::writeGameFile;

namespace {

constexpr int kUsageError = 2;

const char* kUsage =
    R"(usage:
  hatrack-cli games
  hatrack-cli perft GAME DEPTH [--fen FEN] [--divide]
  hatrack-cli play GAME [--option NAME=VALUE]... [--seed N] [--fen FEN]
                   [--chance drawn|given] [--as PLAYER] [--save FILE] [MOVE]...
  hatrack-cli play [GAME] --load FILE [--chance drawn|given] [--as PLAYER] [--save FILE] [MOVE]...
  hatrack-cli selfplay GAME [--option NAME=VALUE]... --games N --seed S [--players A,B] [--jobs J] [--progress]
                       [--openings FILE] [--times] [--first-game K] [--max-plies N]
  hatrack-cli best GAME [--option NAME=VALUE]... [--seed N] [--fen FEN] [--player NAME] [MOVE]...
  hatrack-cli best [GAME] --load FILE [--chance drawn|given] [--player NAME] [MOVE]...
  hatrack-cli lessons [GAME] [--check | --texts] [--from FILE]
  hatrack-cli lab GAME [--option NAME=VALUE]... [--variant "NAME=VALUE ..."]... --games N
                  --players A,B --seed S [--jobs J] [--json] [--save-games FILE]
  hatrack-cli bench
)";

struct Args {
    std::string game;
    Options options;
    std::uint64_t seed = 1;
    bool seedGiven = false;
    std::string fen;
    bool divide = false;
    long games = -1;
    long firstGame = 1; // selfplay: the match's game to start at, from 1
    int maxPlies = 0;   // selfplay: a game still going after this many plies is a draw (0: no cap)
    int jobs = 1;
    bool progress = false;
    std::string openings;
    bool times = false;
    bool check = false;
    bool texts = false;
    std::string from;
    std::string players = "normal,random";
    bool playersGiven = false;
    std::vector<std::string> variants;
    bool json = false;
    std::string saveGames;
    std::string save;
    std::string load;
    ChanceMode chance = ChanceMode::Drawn;
    std::string as;
    std::string player = "normal";
    std::vector<std::string> positional;
};

std::uint64_t parseNumber(const std::string& text, const std::string& what) {
    if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos ||
        text.size() > 19)
        throw RulesError(what + " must be a whole number, not '" + excerpt(text) + "'");
    return std::stoull(text);
}

bool isGameId(const std::string& text) {
    for (const GameInfo& g : allGames())
        if (g.id == text) return true;
    return false;
}

Args parseArgs(const std::vector<std::string>& argv) {
    Args a;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string& arg = argv[i];
        auto value = [&]() -> const std::string& {
            if (i + 1 >= argv.size()) throw RulesError(arg + " needs a value");
            return argv[++i];
        };
        if (arg == "--option") {
            const std::string& kv = value();
            const auto eq = kv.find('=');
            if (eq == std::string::npos || eq == 0)
                throw RulesError("--option takes NAME=VALUE, not '" + excerpt(kv) + "'");
            a.options[kv.substr(0, eq)] = kv.substr(eq + 1);
        } else if (arg == "--seed") {
            a.seed = parseNumber(value(), "--seed");
            a.seedGiven = true;
        } else if (arg == "--fen") {
            a.fen = value();
            if (a.fen.find_first_not_of(" \t") == std::string::npos)
                throw RulesError("--fen needs a position, not an empty string");
        } else if (arg == "--divide") {
            a.divide = true;
        } else if (arg == "--games") {
            const std::string& n = value();
            if (parseNumber(n, "--games") > 1'000'000)
                throw RulesError("--games " + n + " is too many (at most 1000000)");
            a.games = static_cast<long>(parseNumber(n, "--games"));
        } else if (arg == "--first-game") {
            const std::string& n = value();
            if (parseNumber(n, "--first-game") < 1)
                throw RulesError("--first-game counts from 1, not " + n);
            a.firstGame = static_cast<long>(parseNumber(n, "--first-game"));
        } else if (arg == "--max-plies") {
            const std::string& n = value();
            if (parseNumber(n, "--max-plies") < 1 || parseNumber(n, "--max-plies") > 1'000'000)
                throw RulesError("--max-plies takes 1 to 1000000 plies, not " + n);
            a.maxPlies = static_cast<int>(parseNumber(n, "--max-plies"));
        } else if (arg == "--progress") {
            a.progress = true;
        } else if (arg == "--openings") {
            a.openings = value();
            if (a.openings.empty())
                throw RulesError("--openings needs a file name, not an empty string");
        } else if (arg == "--times") {
            a.times = true;
        } else if (arg == "--check") {
            a.check = true;
        } else if (arg == "--texts") {
            a.texts = true;
        } else if (arg == "--from") {
            a.from = value();
        } else if (arg == "--jobs") {
            const std::string& n = value();
            if (parseNumber(n, "--jobs") < 1 || parseNumber(n, "--jobs") > 256)
                throw RulesError("--jobs takes 1 to 256, not " + n);
            a.jobs = static_cast<int>(parseNumber(n, "--jobs"));
        } else if (arg == "--players") {
            a.players = value();
            a.playersGiven = true;
        } else if (arg == "--variant") {
            a.variants.push_back(value());
        } else if (arg == "--json") {
            a.json = true;
        } else if (arg == "--save-games") {
            a.saveGames = value();
            if (a.saveGames.empty())
                throw RulesError("--save-games needs a file name, not an empty string");
        } else if (arg == "--save" || arg == "--load") {
            std::string& file = arg == "--save" ? a.save : a.load;
            file = value();
            if (file.empty()) throw RulesError(arg + " needs a file name, not an empty string");
        } else if (arg == "--chance") {
            const std::string& mode = value();
            if (mode != "drawn" && mode != "given")
                throw RulesError("--chance takes drawn or given, not '" + excerpt(mode) + "'");
            a.chance = mode == "given" ? ChanceMode::Given : ChanceMode::Drawn;
        } else if (arg == "--as") {
            a.as = value();
            if (a.as.empty()) throw RulesError("--as needs a player, not an empty string");
        } else if (arg == "--player") {
            a.player = value();
        } else if (arg.size() > 2 && arg.rfind("--", 0) == 0) {
            throw RulesError("unknown option '" + excerpt(arg) + "'");
        } else {
            a.positional.push_back(arg);
        }
    }
    // With --load the game comes from the file, so GAME may be left out.
    const bool gameFirst = a.load.empty() || (!a.positional.empty() && isGameId(a.positional[0]));
    if (!a.positional.empty() && gameFirst) {
        a.game = a.positional.front();
        a.positional.erase(a.positional.begin());
    }
    return a;
}

int listGames() {
    for (const GameInfo& g : allGames()) {
        std::cout << g.id << "  " << g.title << " - " << g.summary << "\n";
        std::cout << "  players: " << g.players[0] << " (moves first), " << g.players[1] << "\n";
        std::cout << "  computer:";
        for (const auto& n : agentNames(g.id)) std::cout << ' ' << n;
        std::cout << "\n";
        if (g.options.empty()) std::cout << "  options: none\n";
        for (const OptionSpec& o : g.options) {
            std::cout << "  --option " << o.name << '=';
            for (std::size_t i = 0; i < o.values.size(); ++i)
                std::cout << (i ? "|" : "") << o.values[i];
            std::cout << "  (default " << o.values.front() << ") " << o.help << "\n";
        }
    }
    return 0;
}

int runPerft(const Args& a) {
    if (a.game.empty() || a.positional.size() != 1) throw RulesError("perft needs GAME DEPTH");
    const auto asked = parseNumber(a.positional[0], "DEPTH");
    if (asked > 20) throw RulesError("DEPTH " + a.positional[0] + " is too deep (at most 20)");
    const auto depth = static_cast<int>(asked);
    auto state = newGame(a.game, a.options, a.seed, a.fen);
    if (a.divide)
        for (const auto& [move, count] : perftDivide(*state, depth))
            std::cout << move << ' ' << count << "\n";
    std::cout << "perft " << depth << ' ' << perft(*state, depth) << "\n";
    return 0;
}

// Whose knowledge the output is limited to (--as), if anyone's.
struct Viewpoint {
    bool given = false;
    int player = 0;
};

void printState(const GameState& s, Viewpoint viewer) {
    std::cout << "fen " << (viewer.given ? s.toFenFor(viewer.player) : s.toFen()) << "\n";
    const int who = s.currentPlayer();
    std::cout << "to-decide "
              << (who >= 0         ? s.playerName(who)
                  : who == kChance ? "chance"
                                   : "nobody")
              << "\n";
    if (viewer.given) {
        for (const NotatedMove& m : s.notatedMovesFor(viewer.player))
            std::cout << "legal " << m.text << "\n";
    } else if (who == kChance) {
        // Only with --chance given: the outcomes that may be given next.
        for (const Action& a : s.legalActions()) std::cout << "legal " << s.actionText(a) << "\n";
    } else {
        for (const NotatedMove& m : s.notatedMoves()) std::cout << "legal " << m.text << "\n";
    }
    const Outcome o = s.outcome();
    if (o.over)
        std::cout << "outcome " << (o.winner < 0 ? "draw" : s.playerName(o.winner) + " wins")
                  << ": " << o.reason.english << "\n";
}

// --as PLAYER: a player's name in any case, or its number.
int viewerNamed(const GameState& s, const std::string& text) {
    if (text == "0" || text == "1") return text[0] - '0';
    auto lower = [](std::string t) {
        for (char& c : t) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return t;
    };
    for (int p = 0; p < 2; ++p)
        if (lower(s.playerName(p)) == lower(text)) return p;
    throw RulesError("--as takes a player (" + s.playerName(0) + ", " + s.playerName(1) +
                     ", 0 or 1), not '" + excerpt(text) + "'");
}

SavedGame startOrLoad(const Args& a) {
    if (a.load.empty()) {
        if (a.game.empty()) throw RulesError("play needs GAME (or --load FILE)");
        return {Match(a.game, a.options, a.seed, a.fen, a.chance), {}};
    }
    if (!a.options.empty() || a.seedGiven || !a.fen.empty())
        throw RulesError("--load takes the options, seed and start position from the file; "
                         "leave out --option, --seed and --fen");
    SavedGame saved = loadGame(readGameFile(a.load), a.chance);
    if (!a.game.empty() && a.game != saved.match.gameId())
        throw RulesError(a.load + " holds a game of " + saved.match.gameId() + ", not " + a.game);
    return saved;
}

// Plays the MOVE arguments; a refused one is reported with its number.
bool playAll(Match& match, const std::vector<std::string>& moves) {
    for (std::size_t i = 0; i < moves.size(); ++i) {
        try {
            match.play(moves[i]);
        } catch (const RulesError& e) {
            std::cerr << "error: move " << i + 1 << ": " << e.what() << "\n";
            return false;
        }
    }
    return true;
}

int runPlay(const Args& a) {
    SavedGame game = startOrLoad(a);
    Match& match = game.match;
    Viewpoint viewer;
    if (!a.as.empty()) viewer = {true, viewerNamed(match.state(), a.as)};
    if (!playAll(match, a.positional)) return kUsageError;
    if (!a.save.empty()) writeGameFile(a.save, saveGame(match, game.players));
    printState(match.state(), viewer);
    return 0;
}

// "think-A median-ms M p90-ms P max-ms X decisions N": processor time per
// decision with a choice, which other programs on the machine barely move.
void printThinkTimes(const char* who, std::vector<double> seconds) {
    std::sort(seconds.begin(), seconds.end());
    const auto at = [&](double q) {
        if (seconds.empty()) return 0.0;
        return 1000 *
               seconds[static_cast<std::size_t>(q * static_cast<double>(seconds.size() - 1) + 0.5)];
    };
    char line[160];
    std::snprintf(line, sizeof line,
                  "think-%s median-ms %.1f p90-ms %.1f max-ms %.1f decisions %zu\n", who, at(0.5),
                  at(0.9), seconds.empty() ? 0.0 : 1000 * seconds.back(), seconds.size());
    std::cout << line;
}

// Under the game's progress line, every decision's processor time in
// milliseconds ("game-think-A 12.0 30.5 ..."), so that the medians of a match
// played in parts, or stopped partway, can still be taken over all of it.
void printGameThinkTimes(const SelfplayGame& g) {
    for (const auto* side : {&g.thinkA, &g.thinkB}) {
        std::string line = side == &g.thinkA ? "game-think-A" : "game-think-B";
        char ms[32];
        for (const double s : *side) {
            std::snprintf(ms, sizeof ms, " %.1f", 1000 * s);
            line += ms;
        }
        std::cerr << line << '\n';
    }
}

int runSelfplay(const Args& a) {
    if (a.game.empty()) throw RulesError("selfplay needs GAME");
    if (a.games < 1) throw RulesError("selfplay needs --games N (at least 1)");
    if (a.firstGame > a.games)
        throw RulesError("--first-game " + std::to_string(a.firstGame) + " is past the match's " +
                         std::to_string(a.games) + " games");
    if (!a.seedGiven) throw RulesError("selfplay needs --seed S");
    const auto comma = a.players.find(',');
    if (comma == std::string::npos) throw RulesError("--players takes A,B, as in normal,random");
    const std::string pa = a.players.substr(0, comma), pb = a.players.substr(comma + 1);
    newAgent(a.game, pa, 0); // fail early on an unknown name
    newAgent(a.game, pb, 0);
    // Long matches report each game on stderr as it ends; stdout keeps the one summary line.
    const auto report = [&](const SelfplayGame& g) {
        const std::string who =
            g.winner < 0 ? "draw" : (g.winner == 0 ? "A (" + pa + ")" : "B (" + pb + ")") + " wins";
        std::cerr << "game " << g.index + 1 << ", A " << (g.aSide == 0 ? "first" : "second") << ": "
                  << who << " in " << g.plies << " plies: " << g.reason << std::endl;
        if (a.times) printGameThinkTimes(g);
    };
    std::vector<Opening> openings;
    if (!a.openings.empty()) {
        openings = parseOpenings(hatrack::cli::readGameFile(a.openings));
        if (openings.empty()) throw RulesError(a.openings + " holds no opening");
    }
    const auto s = selfplay(a.game, a.options, static_cast<int>(a.games), a.seed, pa, pb, a.jobs,
                            a.progress ? std::function<void(const SelfplayGame&)>(report) : nullptr,
                            openings, static_cast<int>(a.firstGame - 1), a.maxPlies);
    char plies[32];
    std::snprintf(plies, sizeof plies, "%.1f", s.averagePlies);
    std::cout << "games " << s.games << " wins-A " << s.winsA << " wins-B " << s.winsB << " draws "
              << s.draws << " average-plies " << plies << "\n";
    if (a.times) {
        printThinkTimes("A", s.thinkA);
        printThinkTimes("B", s.thinkB);
    }
    return 0;
}

// `actions` from `state` on, in notation: whole moves where notatedMoves() has
// them, single actions otherwise. Stops where an action no longer fits.
std::vector<std::string> notation(const GameState& state, const std::vector<Action>& actions) {
    std::vector<std::string> out;
    auto s = state.clone();
    std::size_t i = 0;
    while (i < actions.size() && s->currentPlayer() >= 0) {
        const NotatedMove* unit = nullptr;
        const auto moves = s->notatedMoves();
        for (const NotatedMove& m : moves)
            if (m.actions.size() <= actions.size() - i &&
                std::equal(m.actions.begin(), m.actions.end(),
                           actions.begin() + static_cast<long>(i)) &&
                (!unit || m.actions.size() > unit->actions.size()))
                unit = &m;
        const std::vector<Action> step = unit ? unit->actions : std::vector<Action>{actions[i]};
        const auto legal = s->legalActions();
        if (std::find(legal.begin(), legal.end(), step.front()) == legal.end()) break;
        out.push_back(unit ? unit->text : s->actionText(step.front()));
        for (const Action& a : step) s->applyAction(a);
        i += step.size();
    }
    return out;
}

int runBest(const Args& a) {
    if (a.game.empty() && a.load.empty()) throw RulesError("best needs GAME (or --load FILE)");
    SavedGame game = startOrLoad(a);
    Match& match = game.match;
    // Seeded as the game is, so a loaded game gets the answer it got when set up afresh.
    const auto agent = newAgent(match.gameId(), a.player, match.seed());
    if (!playAll(match, a.positional)) return kUsageError;
    const int who = match.state().currentPlayer();
    if (who == kChance)
        throw RulesError("chance decides next (--chance given): give its outcome as a move");
    if (who < 0)
        throw RulesError(match.state().outcome().over ? "the game is over" : "nobody is to decide");
    const auto view = match.state().viewFor(who);
    const Analysis analysis = agent->think(*view);
    const std::vector<Action> plan(
        analysis.line.begin(),
        analysis.line.begin() +
            static_cast<long>(std::min(analysis.turnLength, analysis.line.size())));
    const auto best = notation(*view, plan.empty() ? std::vector<Action>{analysis.best} : plan);
    if (best.empty()) throw RulesError("the computer player found no move");
    std::cout << "value " << numberText(analysis.value, 2) << "\n";
    std::cout << "depth " << analysis.depth << "\n";
    std::cout << "line";
    for (const std::string& m : notation(*view, analysis.line)) std::cout << ' ' << m;
    std::cout << "\n";
    std::cout << "completed-depth " << analysis.completedDepth << "\n";
    std::cout << "best " << best.front() << "\n";
    return 0;
}

// lessons: the levels each game teaches (docs/lessons.md), checked or listed.
int runLessons(const Args& a) {
    if (!a.positional.empty()) throw RulesError("lessons takes at most one GAME");
    if (a.check && a.texts) throw RulesError("lessons takes --check or --texts, not both");
    if (!a.from.empty() && a.game.empty()) throw RulesError("lessons --from FILE needs GAME");
    // --from: a lessons file being written, read from disk instead of the built-in one.
    GameLessons fromFile;
    if (!a.from.empty()) {
        std::ifstream in(hatrack::cli::pathOf(a.from), std::ios::binary);
        if (!in) throw RulesError("cannot read " + a.from);
        std::ostringstream text;
        text << in.rdbuf();
        fromFile = parseLessons(a.game, text.str());
    }
    const auto lessonsOf = [&](const std::string& id) -> const GameLessons& {
        return a.from.empty() ? lessonsFor(id) : fromFile;
    };
    std::vector<std::string> ids;
    if (!a.game.empty()) {
        gameInfo(a.game);
        ids.push_back(a.game);
    } else {
        for (const GameInfo& g : allGames()) ids.push_back(g.id);
    }
    if (a.check) {
        int levels = 0, failed = 0;
        for (const std::string& id : ids) {
            const GameLessons& lessons = lessonsOf(id);
            levels += lessons.levelCount();
            std::vector<std::string> seen;
            for (const std::string& p : checkLessons(lessons)) {
                std::cout << "problem " << id << ' ' << p << "\n";
                const std::string level = p.substr(0, p.find(':'));
                if (std::find(seen.begin(), seen.end(), level) == seen.end()) seen.push_back(level);
            }
            failed += static_cast<int>(seen.size());
        }
        std::cout << levels - failed << '/' << levels << " levels hold\n";
        return failed == 0 ? 0 : 1;
    }
    if (a.texts) {
        for (const std::string& id : ids)
            for (const std::string& t : lessonTexts(lessonsOf(id))) std::cout << t << "\n";
        return 0;
    }
    if (a.game.empty()) {
        for (const std::string& id : ids) {
            const GameLessons& lessons = lessonsFor(id);
            std::cout << id << ' ' << lessons.stages.size() << ' ' << lessons.levelCount() << "\n";
        }
        return 0;
    }
    bool first = true;
    for (const LessonStage& stage : lessonsOf(a.game).stages) {
        for (const LessonLevel& level : stage.levels) {
            if (!first) std::cout << "\n";
            first = false;
            std::cout << "level " << stage.id << '/' << level.id << "\n";
            std::cout << "goal " << level.goal << "\n";
            std::cout << "options";
            for (const auto& [name, value] : level.options)
                std::cout << ' ' << name << '=' << value;
            std::cout << "\n";
            std::cout << "fen " << level.fen << "\n";
            std::cout << "solution";
            for (const std::string& m : level.solution) std::cout << ' ' << m;
            std::cout << "\n";
        }
    }
    return 0;
}

// The arguments after the program's name, as UTF-8 on every system. Windows
// hands argv over in its ANSI code page, where a move, a FEN or a file name
// outside that page is lost; its UTF-16 command line keeps them.
std::vector<std::string> argumentsOf(int argc, char** argv) {
#ifdef _WIN32
    int count = 0;
    wchar_t** wide = CommandLineToArgvW(GetCommandLineW(), &count);
    if (wide) {
        std::vector<std::string> out;
        for (int i = 1; i < count; ++i) {
            const int bytes =
                WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, nullptr, 0, nullptr, nullptr);
            std::string arg(static_cast<std::size_t>(bytes > 0 ? bytes : 1), '\0');
            WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, arg.data(), bytes, nullptr, nullptr);
            arg.pop_back(); // the terminating NUL the count included
            out.push_back(std::move(arg));
        }
        LocalFree(wide);
        return out;
    }
#endif
    return std::vector<std::string>(argv + 1, argv + argc);
}

} // namespace

int main(int argc, char** argv) {
#ifdef _WIN32
    // Text mode would turn each "\n" into "\r\n": the output lines are an
    // interface, the same bytes on every system (tests/determinism).
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY);
#endif
    std::vector<std::string> args = argumentsOf(argc, argv);
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        std::cout << kUsage;
        return args.empty() ? kUsageError : 0;
    }
    const std::string command = args[0];
    args.erase(args.begin());
    try {
        const Args a = parseArgs(args);
        if (command == "games") return listGames();
        if (command == "perft") return runPerft(a);
        if (command == "play") return runPlay(a);
        if (command == "selfplay") return runSelfplay(a);
        if (command == "best") return runBest(a);
        if (command == "lessons") return runLessons(a);
        if (command == "lab")
            return cli::runLab({a.game, a.options, a.variants, a.games,
                                a.playersGiven ? a.players : std::string(), a.seed, a.seedGiven,
                                a.jobs, a.json, a.saveGames, a.positional});
        if (command == "bench") {
            if (!args.empty()) throw RulesError("bench takes no arguments");
            return hatrack::cli::runBench();
        }
        std::cerr << "error: unknown command '" << command << "'\n" << kUsage;
        return kUsageError;
    } catch (const std::exception& e) {
        std::cerr << "error: " << errorText(e) << "\n";
        return kUsageError;
    } catch (...) {
        std::cerr << "error: " << unknownErrorText() << "\n";
        return kUsageError;
    }
}
