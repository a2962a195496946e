#include "excerpt.h"

namespace hatrack {

namespace {

bool continuationByte(char c) {
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

} // namespace

std::string excerpt(std::string_view text) {
    static constexpr std::string_view kEllipsis = "\xE2\x80\xA6";
    std::size_t chars = 0, cut = text.size();
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (continuationByte(text[i])) continue;
        // Room is kept for the ellipsis, so a cut text is kExcerptChars long too.
        if (chars == kExcerptChars - 1) cut = i;
        if (++chars > kExcerptChars) break;
    }
    const bool shortened = chars > kExcerptChars;
    std::string out(text.substr(0, shortened ? cut : text.size()));
    for (char& c : out)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = ' ';
    if (shortened) out += kEllipsis;
    return out;
}

} // namespace hatrack
