# SPDX-FileCopyrightText: 2026 Hatrack developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a translation misses a string the interface shows: every .ts file
# here is brought up to date with the sources in a scratch copy (lupdate), and
# any message left unfinished is named.
#   cmake -DLUPDATE=... -DPROJECT_IN=... -DPROJECT_JSON=... -DGENERATOR=...
#         -DTS_DIR=... -DWORK=... -P check_translations.cmake
execute_process(COMMAND "${CMAKE_COMMAND}" -DIN_FILE=${PROJECT_IN} -DOUT_FILE=${PROJECT_JSON}
                        -P "${GENERATOR}"
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "could not list the sources to translate (${GENERATOR})")
endif()
file(MAKE_DIRECTORY "${WORK}")
file(GLOB ts_files "${TS_DIR}/*.ts")
set(problems "")
foreach(ts ${ts_files})
    get_filename_component(name "${ts}" NAME)
    configure_file("${ts}" "${WORK}/${name}" COPYONLY)
    # The English file holds only plural forms: every other message reads as written.
    set(only "")
    if(name MATCHES "_en\\.ts$")
        set(only -pluralonly)
    endif()
    execute_process(COMMAND "${LUPDATE}" -silent -no-obsolete ${only} -project "${PROJECT_JSON}"
                            -ts "${WORK}/${name}"
                    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE out)
    # lupdate's remarks on Qt's own headers are noise here; shown only if it fails.
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "lupdate failed on ${name}:\n${out}")
    endif()
    file(READ "${WORK}/${name}" text)
    string(REGEX MATCHALL "<source>[^<]*</source>[ \n\r\t]*<translation type=\"unfinished\"" missing "${text}")
    list(LENGTH missing count)
    if(count GREATER 0)
        set(lines "")
        foreach(item ${missing})
            string(REGEX REPLACE "<source>([^<]*)</source>.*" "\\1" source "${item}")
            string(APPEND lines "\n    ${source}")
        endforeach()
        string(APPEND problems "\n${name}: ${count} string(s) not translated:${lines}")
    endif()
endforeach()
if(problems)
    message(FATAL_ERROR "Unfinished translations:${problems}\n"
            "Refresh the files with `cmake --build build --target update_translations`, "
            "translate the new strings (Qt Linguist, or by hand) and build again.")
endif()
