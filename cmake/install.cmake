# `cmake --install` in the GNU layout, and the Debian package made from it (CPack's DEB
# generator, scripts/build-deb.sh). docs/platforms.md describes both.
#
#   bin/xiangqi, bin/xiangqi-engine     (games/ in the Debian package, as Debian's policy wants)
#   share/xiangqi/                       assets/ as it is: sprites, sounds, book, network, puzzles
#   share/applications/xiangqi.desktop   share/metainfo/xiangqi.metainfo.xml
#   share/icons/hicolor/NxN/apps/xiangqi.png (make_assets --icons)
#   share/man/man6/xiangqi.6.gz, xiangqi-engine.6.gz
#   share/doc/xiangqi/copyright, changelog.gz
#
# The programs find share/xiangqi as ../share/xiangqi from their own folder
# (engine/platform/shipped_asset.cpp), so the layout must keep bin/ and share/ side by side.
include(GNUInstallDirs)
if(NOT CMAKE_INSTALL_DATADIR STREQUAL "share" OR IS_ABSOLUTE "${CMAKE_INSTALL_BINDIR}")
  message(FATAL_ERROR "The programs find their files in ../share/xiangqi: keep "
                      "CMAKE_INSTALL_DATADIR=share and a relative CMAKE_INSTALL_BINDIR.")
endif()
set(XQ_PACKAGING_DIR ${CMAKE_SOURCE_DIR}/packaging)
set(XQ_GENERATED_DIR ${CMAKE_BINARY_DIR}/packaging)
# Who answers for the package (Debian's Maintainer field): the address the project commits with.
set(XQ_PACKAGE_CONTACT "Xiangqi maintainers <maintainers@users.noreply.a-seed-a138f6ce.example>"
    CACHE STRING "The Debian package's Maintainer")
# The release's date in the metainfo and the Debian changelog: SOURCE_DATE_EPOCH when set
# (scripts/release.sh sets it to the CHANGELOG.md entry's date), so the files are reproducible.
string(TIMESTAMP XQ_RELEASE_DATE "%Y-%m-%d" UTC)
string(TIMESTAMP XQ_RELEASE_DATE_RFC2822 "%a, %d %b %Y %H:%M:%S +0000" UTC)

# ---------------------------------------------------------------- generated at configure time
configure_file(${XQ_PACKAGING_DIR}/xiangqi.metainfo.xml.in
               ${XQ_GENERATED_DIR}/xiangqi.metainfo.xml @ONLY)
configure_file(${XQ_PACKAGING_DIR}/debian-changelog.in ${XQ_GENERATED_DIR}/changelog @ONLY)
# Manual pages and the changelog compressed as Debian wants them: gzip -9, no name or time.
set(XQ_GZIPPED)
foreach(page xiangqi.6 xiangqi-engine.6)
  configure_file(${XQ_PACKAGING_DIR}/${page} ${XQ_GENERATED_DIR}/${page} @ONLY)
endforeach()
foreach(file xiangqi.6 xiangqi-engine.6 changelog)
  execute_process(COMMAND gzip -9n -c ${XQ_GENERATED_DIR}/${file}
                  OUTPUT_FILE ${XQ_GENERATED_DIR}/${file}.gz COMMAND_ERROR_IS_FATAL ANY)
endforeach()

# ---------------------------------------------------------------- install rules
install(TARGETS xiangqi-engine RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/assets/ DESTINATION ${CMAKE_INSTALL_DATADIR}/xiangqi)
install(FILES ${XQ_GENERATED_DIR}/xiangqi-engine.6.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
install(FILES ${XQ_PACKAGING_DIR}/copyright ${XQ_GENERATED_DIR}/changelog.gz
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/xiangqi)
if(XQ_BUILD_GUI)
  install(TARGETS xiangqi RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(FILES ${XQ_GENERATED_DIR}/xiangqi.6.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
  install(FILES ${XQ_PACKAGING_DIR}/xiangqi.desktop
          DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${XQ_GENERATED_DIR}/xiangqi.metainfo.xml
          DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  install(DIRECTORY ${XQ_PACKAGING_DIR}/icons/hicolor DESTINATION ${CMAKE_INSTALL_DATADIR}/icons)
endif()

# ---------------------------------------------------------------- the Debian package
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME xiangqi)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "${XQ_PACKAGE_CONTACT}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # xiangqi_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# The libraries the programs link (SDL2, SDL2_image, stb, giflib) come from dpkg-shlibdeps;
# the font is read at run time.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-wqy-microhei")
# CPack writes the summary as the synopsis and indents the text below it; an empty line
# becomes Debian's paragraph mark.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Chinese chess (Xiangqi) game and UCCI/UCI engine")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Play Xiangqi with the mouse on a wooden board against an alpha-beta engine
that shows its thinking, or two players at one board. Ten difficulty levels,
handicaps, clocks, an opening book, analysis with several lines, a review
that marks mistakes, PGN and XQF files, a position editor and 176 puzzles;
in Chinese and English.

The engine is also a console program, xiangqi-engine, that speaks UCCI and
UCI for other Xiangqi programs and match tools.")
include(CPack)

# ---------------------------------------------------------------- the layout's test
# Installs into a temporary folder and checks the files, the man pages against --help, the
# desktop entry, the metainfo and the icons (scripts/check_install.py).
if(XQ_BUILD_GUI)
  add_test(NAME install_layout_desktop_entry_man_pages_icons
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/scripts/check_install.py
                   ${CMAKE_BINARY_DIR} ${CMAKE_SOURCE_DIR} --make-assets $<TARGET_FILE:make_assets>)
  set_tests_properties(install_layout_desktop_entry_man_pages_icons PROPERTIES TIMEOUT 120)
endif()
# scripts/release.sh's checks of a version against CMakeLists.txt and CHANGELOG.md.
add_test(NAME release_version_self_test
         COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/scripts/release_version.py --self-test)
set_tests_properties(release_version_self_test PROPERTIES TIMEOUT 60)
