#include "hatview.h"

#include "sorcerer/sorcerer_state.h"

#include <algorithm>

namespace hatview {

namespace {

using hatrack::sorcerer::Hats;
using hatrack::sorcerer::SorcererState;

QVariantList counts(const Hats& h) {
    QVariantList out;
    for (int c = 0; c < hatrack::sorcerer::kHatColours; ++c) out.append(h[c]);
    return out;
}

std::array<int, 6> toArray(const Hats& h) {
    std::array<int, 6> a{};
    for (int c = 0; c < 6; ++c) a[static_cast<std::size_t>(c)] = h[c];
    return a;
}

std::array<int, 6> fromLetters(const QString& letters) {
    std::array<int, 6> a{};
    for (QChar ch : letters) {
        const int c = hatrack::sorcerer::hatFromLetter(static_cast<char>(ch.toLatin1()));
        if (c >= 0) ++a[static_cast<std::size_t>(c)];
    }
    return a;
}

// A hat leaving a piece most likely goes out of the game or to a rack; a hat
// entering a rack most likely came from the bag or a pool.
int preference(const QString& from, const QString& to) {
    if (to == QLatin1String("out")) return from.startsWith(QLatin1String("piece")) ? 0 : 1;
    if (to.startsWith(QLatin1String("rack")))
        return from == QLatin1String("bag") || from.startsWith(QLatin1String("pool")) ? 0 : 1;
    return 0;
}

} // namespace

QVariantMap state(const hatrack::GameState& game) {
    const auto* s = dynamic_cast<const SorcererState*>(&game);
    if (!s) return {};
    QStringList names;
    for (int c = 0; c < hatrack::sorcerer::kHatColours; ++c)
        names << QString::fromLatin1(hatrack::sorcerer::hatName(c));
    return {{"colours", names},
            {"bag", counts(s->bag())},
            {"racks", QVariantList{counts(s->rack(0)), counts(s->rack(1))}},
            {"pools", QVariantList{counts(s->pool(0)), counts(s->pool(1))}},
            {"out", counts(s->outOfGame())},
            {"draftOpen", counts(s->draftOpen())},
            {"drafting", s->drafting()},
            {"draftPicks", QVariantList{s->draftPicks(0), s->draftPicks(1)}},
            {"usesPools", s->rules().draft == hatrack::sorcerer::Draft::Select ||
                              s->rules().draft == hatrack::sorcerer::Draft::Contrary},
            {"forBlood", s->rules().forBlood},
            {"draft", QString::fromLatin1(
                          s->rules().draft == hatrack::sorcerer::Draft::Mixed      ? "mixed"
                          : s->rules().draft == hatrack::sorcerer::Draft::Select   ? "select"
                          : s->rules().draft == hatrack::sorcerer::Draft::Contrary ? "contrary"
                                                                                   : "none")}};
}

Snapshot snapshot(const hatrack::GameState& game, const PieceModel& pieces) {
    Snapshot snap;
    const auto* s = dynamic_cast<const SorcererState*>(&game);
    if (!s) return snap;
    snap.hats = true;
    snap.places[QStringLiteral("bag")] = toArray(s->bag());
    snap.places[QStringLiteral("out")] = toArray(s->outOfGame());
    snap.places[QStringLiteral("draft")] = toArray(s->draftOpen());
    for (int p = 0; p < 2; ++p) {
        snap.places[QStringLiteral("rack:%1").arg(p)] = toArray(s->rack(p));
        snap.places[QStringLiteral("pool:%1").arg(p)] = toArray(s->pool(p));
    }
    for (const auto& w : pieces.worn()) {
        const QString key = QStringLiteral("piece:%1").arg(w.id);
        snap.places[key] = fromLetters(w.hats);
        snap.squares[key] = w.square;
    }
    return snap;
}

QVariantList moves(const Snapshot& before, const Snapshot& after) {
    QVariantList out;
    if (!before.hats || !after.hats) return out;
    auto where = [](const Snapshot& s, const QString& key) {
        const auto it = s.squares.find(key);
        return it == s.squares.end() ? key : QStringLiteral("square:%1").arg(it->second);
    };
    for (std::size_t c = 0; c < 6; ++c) {
        std::vector<std::pair<QString, int>> sources, sinks;
        std::map<QString, int> delta;
        for (const auto& [key, n] : before.places) delta[key] -= n[c];
        for (const auto& [key, n] : after.places) delta[key] += n[c];
        for (const auto& [key, d] : delta) {
            if (d < 0) sources.push_back({key, -d});
            if (d > 0) sinks.push_back({key, d});
        }
        for (auto& [to, need] : sinks) {
            std::stable_sort(sources.begin(), sources.end(), [&to](const auto& a, const auto& b) {
                return preference(a.first, to) < preference(b.first, to);
            });
            for (auto& [from, have] : sources) {
                while (need > 0 && have > 0) {
                    out.append(QVariantMap{
                        {"colour",
                         QString::fromLatin1(hatrack::sorcerer::hatName(static_cast<int>(c)))},
                        {"from", where(before, from)},
                        {"to", where(after, to)}});
                    --need;
                    --have;
                }
            }
        }
    }
    return out;
}

} // namespace hatview
