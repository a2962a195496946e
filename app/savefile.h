// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading and writing game files without ever damaging what is already saved:
// a save goes to a temporary file beside the target and replaces it only once
// complete (QSaveFile), so a crash or a full disk leaves the old file intact.
#include <QByteArray>
#include <QString>

namespace savefile {

// Writes `data` to `path`; returns an empty string, or what went wrong.
QString write(const QString& path, const QByteArray& data);
// The contents of `path`; on failure sets `error` to what went wrong.
QByteArray read(const QString& path, QString* error);
// Where the game in progress is kept between runs.
QString autosavePath();

} // namespace savefile
