// PDN game records: parsed, then each game's moves replayed from its FEN tag.
#include "fuzz_support.h"
#include "match.h"
#include "pdn.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace hatrack;
    try {
        for (const PdnGame& g : parsePdn(fuzz::text(data, size))) {
            const auto fen = g.tags.find("FEN");
            Match m("checkers", {}, 1, fen == g.tags.end() ? std::string() : fen->second);
            for (const std::string& move : g.moves) {
                if (m.state().outcome().over) break;
                m.play(move);
            }
        }
    } catch (const RulesError&) {
    }
    return 0;
}
