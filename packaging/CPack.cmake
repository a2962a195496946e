# SPDX-FileCopyrightText: 2026 Hatrack developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Desktop integration and packages. The top-level CMakeLists.txt includes this
# at its end, after the targets `hatrack` and `hatrack-cli` have their own
# install() rules:
#
#   include(packaging/CPack.cmake)
#
# Then, from the build folder:
#   cpack                  hatrack_<version>-<revision>_<arch>.deb and hatrack-<version>-Linux.tar.gz
#   cpack -G DEB           only the Debian package
#   cpack                  on Windows: hatrack-<version>-win64.zip, Qt deployed by windeployqt
#   cpack                  on macOS: hatrack-<version>-Darwin.dmg, the bundle made whole by macdeployqt
#   cmake --install . --prefix /some/where   the same files, without packaging

include(GNUInstallDirs)

get_filename_component(HATRACK_PACKAGING_DIR "${CMAKE_CURRENT_LIST_DIR}" ABSOLUTE)
get_filename_component(HATRACK_ASSETS_DIR "${CMAKE_CURRENT_LIST_DIR}/../assets" ABSOLUTE)

# The project's address, for the Debian Homepage field and the AppStream
# metadata, and where the screenshots it shows are published.
set(HATRACK_HOMEPAGE "https://github.com/hatrack/hatrack" CACHE STRING "Hatrack's home page")
set(HATRACK_SCREENSHOT_URL "https://raw.githubusercontent.com/hatrack/hatrack/main/assets"
    CACHE STRING "Address of the folder holding assets/screenshot*.png")
# The application id: the desktop entry and the AppStream metadata are named after it.
set(HATRACK_APP_ID "io.github.hatrack.Hatrack")

# --- Desktop integration, manual pages, Debian docs (Linux and other Unix) -------
if(UNIX AND NOT APPLE)
    set(hatrack_gen "${CMAKE_BINARY_DIR}/packaging")
    install(FILES "${HATRACK_PACKAGING_DIR}/linux/${HATRACK_APP_ID}.desktop"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
    install(FILES "${HATRACK_ASSETS_DIR}/hatrack.svg"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps")
    foreach(size IN ITEMS 256 64 32)
        install(FILES "${HATRACK_ASSETS_DIR}/hatrack-${size}.png"
                DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps"
                RENAME hatrack.png)
    endforeach()

    configure_file("${HATRACK_PACKAGING_DIR}/linux/${HATRACK_APP_ID}.metainfo.xml.in"
                   "${hatrack_gen}/${HATRACK_APP_ID}.metainfo.xml" @ONLY)
    install(FILES "${hatrack_gen}/${HATRACK_APP_ID}.metainfo.xml"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")

    # Manual pages (section 6, games) and the Debian changelog, compressed as
    # Debian wants them: gzip -9n, without a name or a time stamp.
    find_program(HATRACK_GZIP gzip REQUIRED)
    set(hatrack_compressed)
    foreach(page IN ITEMS hatrack hatrack-cli)
        configure_file("${HATRACK_PACKAGING_DIR}/linux/man/${page}.6.in" "${hatrack_gen}/${page}.6" @ONLY)
        list(APPEND hatrack_compressed "${hatrack_gen}/${page}.6")
    endforeach()
    configure_file("${HATRACK_PACKAGING_DIR}/linux/debian/changelog"
                   "${hatrack_gen}/changelog.Debian" COPYONLY)
    list(APPEND hatrack_compressed "${hatrack_gen}/changelog.Debian")
    set(hatrack_gzipped)
    foreach(hatrack_doc IN LISTS hatrack_compressed)
        add_custom_command(OUTPUT "${hatrack_doc}.gz"
            COMMAND "${HATRACK_GZIP}" -9n -c "${hatrack_doc}" > "${hatrack_doc}.gz"
            DEPENDS "${hatrack_doc}" VERBATIM)
        list(APPEND hatrack_gzipped "${hatrack_doc}.gz")
    endforeach()
    add_custom_target(hatrack_packaging_docs ALL DEPENDS ${hatrack_gzipped})
    install(FILES "${hatrack_gen}/hatrack.6.gz" "${hatrack_gen}/hatrack-cli.6.gz"
            DESTINATION "${CMAKE_INSTALL_MANDIR}/man6")
    # Named after the package, not the project (CMAKE_INSTALL_DOCDIR says Hatrack).
    install(FILES "${HATRACK_PACKAGING_DIR}/linux/debian/copyright" "${hatrack_gen}/changelog.Debian.gz"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/hatrack")
    # The one lintian tag that does not apply to this package, and why.
    install(FILES "${HATRACK_PACKAGING_DIR}/linux/debian/lintian-overrides"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/lintian/overrides" RENAME hatrack)

    # The Debian revision comes from the newest entry of the changelog, which
    # must be for this version: "hatrack (<PROJECT_VERSION>-<revision>) ...".
    file(STRINGS "${HATRACK_PACKAGING_DIR}/linux/debian/changelog" hatrack_top LIMIT_COUNT 1)
    if(hatrack_top MATCHES "^hatrack \\(([^)-]+)-([^)]+)\\)")
        set(HATRACK_DEBIAN_REVISION "${CMAKE_MATCH_2}")
        if(NOT CMAKE_MATCH_1 STREQUAL PROJECT_VERSION)
            message(WARNING "packaging/linux/debian/changelog starts with version "
                "${CMAKE_MATCH_1}, not ${PROJECT_VERSION}: add an entry for this version")
        endif()
    else()
        message(WARNING "packaging/linux/debian/changelog: cannot read the version from '${hatrack_top}'")
        set(HATRACK_DEBIAN_REVISION 1)
    endif()
endif()

# --- CPack ----------------------------------------------------------------------
set(CPACK_PACKAGE_NAME "hatrack")
set(CPACK_PACKAGE_VENDOR "Hatrack")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Play checkers, and checkers and chess variants with special powers")
# The long description; CPack puts the summary above it as the Debian synopsis.
string(CONCAT CPACK_PACKAGE_DESCRIPTION
    "Hatrack is a desktop game to play, learn and try checkers and chess\n"
    "variants with special powers, all built on plain English checkers.\n"
    "Play against a friend at the same screen or against the computer.\n"
    "Also installs hatrack-cli, the rules engine on the command line.")
set(CPACK_PACKAGE_HOMEPAGE_URL "${HATRACK_HOMEPAGE}")
set(CPACK_STRIP_FILES ON)
# Who answers for the package; the Debian Maintainer field ("Name <address>").
# Override with -DCPACK_PACKAGE_CONTACT="Name <address>".
if(NOT CPACK_PACKAGE_CONTACT)
    set(CPACK_PACKAGE_CONTACT "Hatrack developers <hatrack@users.noreply.github.com>")
endif()

if(NOT CPACK_GENERATOR)
    if(WIN32)
        set(CPACK_GENERATOR "ZIP")
    elseif(APPLE)
        # A disk image with the app and a link to /Applications to drag it onto.
        set(CPACK_GENERATOR "DragNDrop")
    else()
        set(CPACK_GENERATOR "DEB;TGZ")
    endif()
endif()

set(CPACK_DMG_VOLUME_NAME "Hatrack")

# Debian package. dpkg-shlibdeps (from dpkg-dev, part of build-essential) finds
# the libraries the executables link, Qt's among them. It cannot see what Qt
# loads at run time, so those packages are named here: the QML modules that
# qml/ imports, the SVG image plugin and the platform plugins. Keep the QML
# list in step with the `import` lines under qml/.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE "${HATRACK_DEBIAN_REVISION}")
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(HATRACK_DEBIAN_RUNTIME_PACKAGES
    qml6-module-qtquick
    qml6-module-qtquick-window
    qml6-module-qtquick-controls
    qml6-module-qtquick-templates
    qml6-module-qtquick-layouts
    qml6-module-qtquick-shapes
    qml6-module-qtquick-dialogs
    qml6-module-qt-labs-folderlistmodel
    qml6-module-qtcore
    qml6-module-qtmultimedia
    qml6-module-qtqml-models
    qml6-module-qtqml-workerscript
    libqt6svg6
    qt6-qpa-plugins
)
list(JOIN HATRACK_DEBIAN_RUNTIME_PACKAGES ", " CPACK_DEBIAN_PACKAGE_DEPENDS)

# Source tarball (cpack --config CPackSourceConfig.cmake): the tree without
# build folders or version control.
set(CPACK_SOURCE_GENERATOR "TGZ")
set(CPACK_SOURCE_PACKAGE_FILE_NAME "hatrack-${PROJECT_VERSION}")
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/" "\\\\.user$" "/shot[^/]*\\\\.png$")

# Load CMake's own CPack module by its full path, so that this file (also
# called CPack.cmake) can never be picked up in its place.
include("${CMAKE_ROOT}/Modules/CPack.cmake")
