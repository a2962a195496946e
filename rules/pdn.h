#pragma once
// Reading PDN game records: tags, the moves in order, and the result.
#include <map>
#include <string>
#include <vector>

namespace hatrack {

struct PdnGame {
    std::map<std::string, std::string> tags;
    std::vector<std::string> moves;
    std::string result; // "1-0", "0-1", "1/2-1/2", "*" or empty
};

// Comments ({...}), variations ((...)), move numbers and annotations are skipped.
std::vector<PdnGame> parsePdn(const std::string& text);

} // namespace hatrack
