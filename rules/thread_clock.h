// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Processor time of the calling thread, for think-time figures that do not
// grow when other threads or programs share the machine's cores.

namespace hatrack {

// Seconds of processor time the calling thread has used; only differences
// between two calls on one thread mean anything.
double threadProcessorSeconds();

} // namespace hatrack
