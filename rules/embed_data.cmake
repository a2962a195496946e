# SPDX-FileCopyrightText: 2026 Hatrack developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes OUT, a C++ source that holds each file of FILES (separated by "|") as
# bytes, found by its file name through hatrack::gameData (game_data.h). Bytes,
# not a string literal, so that no text needs escaping and no compiler's limit
# on the length of a literal applies.
string(REPLACE "|" ";" files "${FILES}")
set(arrays "")
set(entries "")
set(i 0)
foreach(file IN LISTS files)
    get_filename_component(name "${file}" NAME)
    file(READ "${file}" hex HEX)
    string(LENGTH "${hex}" digits)
    math(EXPR size "${digits} / 2")
    string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
    string(REGEX REPLACE "((0x..,){24})" "\\1\n" bytes "${bytes}")
    string(APPEND arrays "const unsigned char data${i}[] = {\n${bytes}0};\n")
    string(APPEND entries "        {\"${name}\", data${i}, ${size}},\n")
    math(EXPR i "${i} + 1")
endforeach()
set(source "// Made by rules/embed_data.cmake from the games' data files; not to be edited.
#include \"game_data.h\"

namespace hatrack {

namespace {

${arrays}
struct Entry {
    const char* name;
    const unsigned char* bytes;
    unsigned long size;
};

} // namespace

std::string_view gameData(const std::string& name) {
    static const Entry entries[] = {
${entries}        {nullptr, nullptr, 0},
    };
    for (const Entry* e = entries; e->name; ++e)
        if (name == e->name) return {reinterpret_cast<const char*>(e->bytes), e->size};
    return {};
}

} // namespace hatrack
")
# Only a change rewrites the file, so nothing recompiles for nothing.
if(EXISTS "${OUT}")
    file(READ "${OUT}" old)
    if(old STREQUAL source)
        return()
    endif()
endif()
file(WRITE "${OUT}" "${source}")
