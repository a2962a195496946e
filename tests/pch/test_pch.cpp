// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The owner of the tests' precompiled header (tests/CMakeLists.txt); it holds no code.
