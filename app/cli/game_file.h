// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading and writing saved-game files for hatrack-cli. Errors are thrown as
// std::runtime_error("cannot read|write FILE: reason").
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>
#include <stdexcept>
#include <string>
#include <system_error>

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

namespace hatrack::cli {

// A saved game is a few kilobytes; anything this big is not one, and reading
// it whole (a device, say) would never end.
inline constexpr std::size_t kMaxGameFileBytes = 64u << 20;

inline std::string errnoText() {
    return std::generic_category().message(errno);
}

// File names are UTF-8 on every system (main() converts Windows' command line),
// but a path made from a plain string would read it in Windows' ANSI code page,
// and any name outside that page could not be opened.
inline std::filesystem::path pathOf(const std::string& utf8) {
    return std::filesystem::path(std::u8string(utf8.begin(), utf8.end()));
}

inline std::FILE* openFile(const std::filesystem::path& path, const char* mode) {
#ifdef _WIN32
    // fopen would take the name in the ANSI code page too.
    const std::wstring wideMode(mode, mode + std::strlen(mode));
    return _wfopen(path.c_str(), wideMode.c_str());
#else
    return std::fopen(path.c_str(), mode);
#endif
}

inline std::string readGameFile(const std::string& file) {
    auto fail = [&](const std::string& why) {
        throw std::runtime_error("cannot read " + file + ": " + why);
    };
    const std::filesystem::path path = pathOf(file);
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) fail("it is a folder");
    std::FILE* in = openFile(path, "rb");
    if (!in) fail(errnoText());
    std::string text;
    char buffer[1 << 16];
    std::size_t got = 0;
    while ((got = std::fread(buffer, 1, sizeof buffer, in)) > 0) {
        text.append(buffer, got);
        if (text.size() > kMaxGameFileBytes) {
            std::fclose(in);
            fail("it is too large to be a saved game (over 64 MiB)");
        }
    }
    const bool failed = std::ferror(in) != 0;
    std::fclose(in);
    if (failed) fail("read error");
    return text;
}

// Writes a new file beside `file` and renames it over `file`, so a crash or a
// full disk leaves the old file as it was, never half written.
inline void writeGameFile(const std::string& file, const std::string& text) {
    namespace fs = std::filesystem;
    auto fail = [&](const std::string& why) {
        throw std::runtime_error("cannot write " + file + ": " + why);
    };
    const fs::path target = pathOf(file);
    std::error_code ec;
    if (target.filename().empty() || fs::is_directory(target, ec)) fail("it is a folder");

    std::random_device random;
    fs::path temp;
    std::FILE* out = nullptr;
    for (int attempt = 0; attempt < 100 && !out; ++attempt) {
        // Hidden, and named after the file, so a leftover is easy to place.
        fs::path name(".");
        name += target.filename();
        name += ".";
        name += std::to_string(random());
        name += ".tmp";
        temp = target.parent_path() / name;
        // "x": create only, so two runs saving at once never share a temporary file.
        out = openFile(temp, "wbx");
        if (!out && errno != EEXIST) fail(errnoText());
    }
    if (!out) fail("no free name for a temporary file");

    std::string why;
    if (std::fwrite(text.data(), 1, text.size(), out) != text.size() || std::fflush(out) != 0)
        why = errnoText();
#if defined(__unix__) || defined(__APPLE__)
    // On disk before the rename, or a crash could leave an empty file behind.
    if (why.empty() && fsync(fileno(out)) != 0) why = errnoText();
#endif
    if (std::fclose(out) != 0 && why.empty()) why = errnoText();
    if (why.empty()) {
        fs::rename(temp, target, ec);
        if (ec) why = ec.message();
    }
    if (!why.empty()) {
        fs::remove(temp, ec);
        fail(why);
    }
}

} // namespace hatrack::cli
