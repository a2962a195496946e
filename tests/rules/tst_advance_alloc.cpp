// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The searches keep one state per depth, copy the parent into it with
// GameState::assign and step it with GameState::advance: a heap allocation
// there would be paid at every node of every computer move. This counts the
// allocations `advance` makes in every game, over random games, once the
// state kept for a depth has been used before (as it has in a search). An
// advance that ends the game may write why: the search stops there.
#include "game_state.h"
#include "games.h"
#include "rng.h"

#include <QTest>

#include <cstdlib>
#include <new>

namespace {
bool counting = false;
long allocations = 0;
} // namespace

void* operator new(std::size_t size) {
    if (counting) ++allocations;
    if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept {
    std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
    std::free(p);
}

using namespace hatrack;

class TestAdvanceAlloc : public QObject {
    Q_OBJECT

  private slots:
    void advanceAllocatesNothing_data() {
        QTest::addColumn<QString>("game");
        for (const GameInfo& g : allGames())
            QTest::newRow(g.id.c_str()) << QString::fromStdString(g.id);
    }

    void advanceAllocatesNothing() {
        QFETCH(QString, game);
        const std::string id = game.toStdString();
        long advances = 0, allocating = 0;
        std::string first;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            auto state = newGame(id, {}, seed);
            auto scratch = state->clone();
            Rng rng(seed);
            for (int ply = 0; ply < 400 && state->currentPlayer() != kNobody; ++ply) {
                std::vector<Action> actions;
                if (state->currentPlayer() == kChance) {
                    for (const auto& [action, p] : state->chanceOutcomes())
                        actions.push_back(action);
                } else {
                    actions = state->legalActions();
                }
                for (const Action& a : actions) {
                    // The first pass sizes the scratch state's lists, as the
                    // search's earlier nodes at this depth would have.
                    QVERIFY(scratch->assign(*state));
                    scratch->advance(a);
                    QVERIFY(scratch->assign(*state));
                    allocations = 0;
                    counting = true;
                    scratch->advance(a);
                    counting = false;
                    ++advances;
                    if (allocations > 0 && scratch->currentPlayer() != kNobody) {
                        ++allocating;
                        if (first.empty())
                            first = state->actionText(a) + " at ply " + std::to_string(ply);
                    }
                }
                if (state->currentPlayer() == kChance)
                    state->applyChance();
                else
                    state->applyAction(actions[rng.below(actions.size())]);
            }
        }
        qInfo("%s: %ld advances, %ld allocated", id.c_str(), advances, allocating);
        QVERIFY2(allocating == 0, qPrintable(QString("%1 of %2 advances allocated, first %3")
                                                 .arg(allocating)
                                                 .arg(advances)
                                                 .arg(QString::fromStdString(first))));
    }
};

QTEST_APPLESS_MAIN(TestAdvanceAlloc)
#include "tst_advance_alloc.moc"
