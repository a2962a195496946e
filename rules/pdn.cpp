#include "pdn.h"

#include <cctype>

namespace hatrack {

namespace {

bool isResult(const std::string& t) {
    return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*" || t == "2-0" || t == "0-2" ||
           t == "1-1";
}

// "12." or "12..." is a move number; "11-15" or "11x18x25" is a move.
std::string stripMoveNumber(const std::string& token) {
    std::size_t i = 0;
    while (i < token.size() && std::isdigit(static_cast<unsigned char>(token[i]))) ++i;
    if (i > 0 && i < token.size() && token[i] == '.') {
        while (i < token.size() && token[i] == '.') ++i;
        return token.substr(i);
    }
    return token;
}

} // namespace

std::vector<PdnGame> parsePdn(const std::string& text) {
    std::vector<PdnGame> games;
    PdnGame current;
    bool inGame = false;
    auto finish = [&] {
        if (inGame) games.push_back(std::move(current));
        current = PdnGame{};
        inGame = false;
    };
    std::size_t i = 0;
    int variationDepth = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (std::isspace(static_cast<unsigned char>(c))) {
            ++i;
        } else if (c == '{') {
            const auto end = text.find('}', i);
            i = end == std::string::npos ? text.size() : end + 1;
        } else if (c == '(') {
            ++variationDepth;
            ++i;
        } else if (c == ')') {
            if (variationDepth > 0) --variationDepth;
            ++i;
        } else if (c == '[' && variationDepth == 0) {
            if (!current.moves.empty() || !current.result.empty()) finish();
            const auto end = text.find(']', i);
            const std::string tag =
                text.substr(i + 1, (end == std::string::npos ? text.size() : end) - i - 1);
            i = end == std::string::npos ? text.size() : end + 1;
            const auto space = tag.find(' ');
            if (space == std::string::npos) continue;
            std::string value = tag.substr(space + 1);
            const auto q1 = value.find('"'), q2 = value.rfind('"');
            if (q1 != std::string::npos && q2 > q1) value = value.substr(q1 + 1, q2 - q1 - 1);
            current.tags[tag.substr(0, space)] = value;
            inGame = true;
        } else {
            std::size_t j = i;
            while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j])) &&
                   text[j] != '{' && text[j] != '(' && text[j] != ')' && text[j] != '[')
                ++j;
            // A '[' inside a variation stops a token before it starts: step over it.
            if (j == i) {
                ++i;
                continue;
            }
            std::string token = text.substr(i, j - i);
            i = j;
            if (variationDepth > 0 || token.empty() || token[0] == '$') continue;
            if (isResult(token)) {
                current.result = token;
                inGame = true;
                finish();
                continue;
            }
            token = stripMoveNumber(token);
            // Some records run a note into the move ("8-11Redoverstepped..."): a
            // move ends where its squares and separators end.
            if (!token.empty() && std::isdigit(static_cast<unsigned char>(token[0]))) {
                std::size_t end = 0;
                while (end < token.size() &&
                       (std::isdigit(static_cast<unsigned char>(token[end])) || token[end] == '-' ||
                        token[end] == 'x' || token[end] == 'X' || token[end] == ':'))
                    ++end;
                if (end < token.size() && std::isalpha(static_cast<unsigned char>(token[end])))
                    token.resize(end);
            }
            while (!token.empty() && (token.back() == '!' || token.back() == '?')) token.pop_back();
            if (token.empty()) continue;
            current.moves.push_back(token);
            inGame = true;
        }
    }
    finish();
    return games;
}

} // namespace hatrack
