# `cmake --install BUILD --prefix P`: public headers under P/include/diorama, the
# libraries a game links, and the CMake package P/lib/cmake/Diorama (docs/runtime.md,
# "Use the runtime in your game"). Internal headers (*/src) are never installed, and
# the project's warning and sanitizer flags stay out of the exported targets.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(DIORAMA_PACKAGE_TARGETS diorama_runtime diorama_serialization diorama_play diorama_player diorama_render_gl diorama_glad)
set_target_properties(diorama_runtime PROPERTIES EXPORT_NAME runtime)
set_target_properties(diorama_serialization PROPERTIES EXPORT_NAME serialization)
set_target_properties(diorama_play PROPERTIES EXPORT_NAME play)
set_target_properties(diorama_player PROPERTIES EXPORT_NAME player)
set_target_properties(diorama_render_gl PROPERTIES EXPORT_NAME render_gl)
set_target_properties(diorama_glad PROPERTIES EXPORT_NAME glad)

install(TARGETS ${DIORAMA_PACKAGE_TARGETS}
        EXPORT DioramaTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
foreach(dir runtime/include serialization/include play/include player/include)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/${dir}/diorama DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
          FILES_MATCHING PATTERN "*.h")
endforeach()

set(DIORAMA_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/Diorama)
install(EXPORT DioramaTargets NAMESPACE Diorama:: DESTINATION ${DIORAMA_CMAKE_DIR})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/DioramaConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/DioramaConfig.cmake
                              INSTALL_DESTINATION ${DIORAMA_CMAKE_DIR})
# Before 1.0 a minor version may break the API: 0.1 accepts 0.1.x only.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/DioramaConfigVersion.cmake
                                 VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/DioramaConfig.cmake ${PROJECT_BINARY_DIR}/DioramaConfigVersion.cmake
        DESTINATION ${DIORAMA_CMAKE_DIR})
