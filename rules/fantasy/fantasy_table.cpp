// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The table as the screen draws it (the contract in docs/rules.md): checkers
// with their flags, pennies as coins on them, the pools, the die, the
// characters and their spellbooks, and each player's counters.
#include "fantasy_state.h"

namespace hatrack::fantasy {

Table FantasyState::table(int) const {
    Table t;
    t.art = "fantasy-rpg-checkers";
    t.board = checkers::draughtsBoard();
    for (int s = 0; s < 32; ++s) {
        const Cell& c = cells_[static_cast<std::size_t>(s)];
        if (c.owner < 0) continue;
        Token tok = checkers::pieceToken(c.id, c.owner, c.king && !c.illusion, s);
        if (c.illusion) tok.flags.push_back("illusion");
        if (c.wounded) tok.flags.push_back("wounded");
        if (character(c.owner) == kBard && c.pennies > 0) tok.flags.push_back("charmed");
        t.tokens.push_back(tok);
        if (c.pennies > 0) {
            Token coin;
            coin.id = kCoinIdBase + c.id;
            coin.type = "coin";
            coin.height = c.pennies;
            coin.at = Place::on(c.id);
            t.tokens.push_back(coin);
        }
    }
    for (int p = 0; p < 2; ++p) {
        const Side& side = sides_[static_cast<std::size_t>(p)];
        const std::string pool = "pool:" + std::to_string(p);
        int order = 0;
        for (const PoolChecker& c : side.pool) {
            Token tok;
            tok.id = c.id;
            tok.type = c.king ? "king" : "man";
            tok.owner = 1 - p;
            tok.height = c.king ? 2 : 1;
            tok.order = order++;
            tok.at = Place::inZone(pool);
            t.tokens.push_back(tok);
        }
        if (side.smart > 0) {
            Token coin;
            coin.id = kSmartCoinIdBase + p;
            coin.type = "coin";
            coin.face = "smart";
            coin.height = side.smart;
            coin.order = order++;
            coin.at = Place::inZone(pool);
            t.tokens.push_back(coin);
        }
        t.zones.push_back(
            {pool, "pool", p, false, order, Phrase::of("pool", "%1's pool", {playerName(p)})});
        if (side.character != kNoCharacter) {
            const std::string zone = "character:" + std::to_string(p);
            Token ch;
            ch.id = kChosenTokenBase + p;
            ch.type = "character";
            ch.face = characterId(side.character);
            ch.owner = p;
            ch.at = Place::inZone(zone);
            t.tokens.push_back(ch);
            t.zones.push_back({zone, "row", p, false, 1,
                               Phrase::of("character-zone", "%1's character", {playerName(p)})});
            const auto book = spellbook(side.character);
            const std::string bookZone = "spellbook:" + std::to_string(p);
            for (std::size_t k = 0; k < book.size(); ++k) {
                Token sp;
                sp.id = kSpellTokenBase + p * 20 + static_cast<int>(k);
                sp.type = "spell";
                sp.face = spellId(book[k]);
                sp.owner = p;
                sp.height = spellCost(book[k]);
                sp.order = static_cast<int>(k);
                sp.at = Place::inZone(bookZone);
                t.tokens.push_back(sp);
            }
            // Arrows and a backstab are powers, not spells.
            t.zones.push_back({bookZone, "row", p, false, static_cast<int>(book.size()),
                               isSpellcaster(side.character)
                                   ? Phrase::of("spellbook", "%1's spells", {playerName(p)})
                                   : Phrase::of("powerbook", "%1's powers", {playerName(p)})});
        }
        const std::string n = std::to_string(p);
        t.counters.push_back({"level:" + n, p, level(p), Phrase::text("Level")});
        t.counters.push_back({"ld:" + n, p, ld(p), Phrase::text("LD")});
        t.counters.push_back({"pool:" + n, p, poolCheckers(p), Phrase::text("Pool")});
        if (isSpellcaster(side.character))
            t.counters.push_back({"pennies:" + n, p, side.pennies, Phrase::text("Pennies")});
        else if (side.character == kThief)
            t.counters.push_back({"pennies:" + n, p, side.pennies, Phrase::text("Arrows")});
        t.counters.push_back({"skip:" + n, p, side.skip ? 1 : 0, Phrase::text("Skips a turn")});
    }
    Token die;
    die.id = kDieId;
    die.type = "die";
    die.face = lastRoll_ > 0 ? std::to_string(lastRoll_) : "";
    die.at = Place::inZone("dice");
    t.tokens.push_back(die);
    t.zones.push_back({"dice", "dice", -1, false, 1, Phrase::text("Die")});
    if (phase_ == Phase::Choose) {
        for (int c = 0; c < kCharacters; ++c) {
            Token ch;
            ch.id = kCharacterTokenBase + c;
            ch.type = "character";
            ch.face = characterId(c);
            ch.order = c;
            ch.at = Place::inZone("characters");
            t.tokens.push_back(ch);
        }
        t.zones.push_back(
            {"characters", "row", -1, false, kCharacters, Phrase::text("Characters")});
    }
    return t;
}

} // namespace hatrack::fantasy
