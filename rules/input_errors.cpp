// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "input_errors.h"

namespace hatrack {

Phrase phraseOf(const std::exception& e) {
    const auto* rules = dynamic_cast<const RulesError*>(&e);
    return rules && !rules->phrase().empty() ? rules->phrase() : Phrase::verbatim(e.what());
}

Phrase notLegalHere(std::string_view action, std::string_view what) {
    const Phrase quoted = quotedInput(action);
    if (what == "chance outcome")
        return Phrase::of("not-legal-chance", "'%1' is not a legal chance outcome here", {quoted});
    if (what == "decision")
        return Phrase::of("not-legal-decision", "'%1' is not a legal decision here", {quoted});
    return Phrase::of("not-legal-action", "'%1' is not a legal action here", {quoted});
}

} // namespace hatrack
