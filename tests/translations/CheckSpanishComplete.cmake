# Runs lupdate, as update_translations does, on a copy of the translated sources and of the Spanish
# .ts in WORK_DIR, and fails when the Spanish file then has an unfinished, empty or missing message
# (lupdate adds a message it finds in the sources but not in the file as unfinished).
# Inputs: LUPDATE, SOURCE_DIR, SOURCES_FILE (one absolute path a line), TS_FILE, WORK_DIR.
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
file(STRINGS "${SOURCES_FILE}" sources)
set(copies "")
foreach(source IN LISTS sources)
  file(RELATIVE_PATH relative "${SOURCE_DIR}" "${source}")
  get_filename_component(folder "${WORK_DIR}/${relative}" DIRECTORY)
  file(COPY "${source}" DESTINATION "${folder}")
  list(APPEND copies "${WORK_DIR}/${relative}")
endforeach()
get_filename_component(ts_name "${TS_FILE}" NAME)
file(COPY "${TS_FILE}" DESTINATION "${WORK_DIR}")
set(ts "${WORK_DIR}/${ts_name}")

execute_process(COMMAND "${LUPDATE}" -no-obsolete -locations none ${copies} -ts "${ts}"
                RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "lupdate failed (${status}):\n${output}")
endif()

file(READ "${ts}" text)
string(REGEX MATCHALL "<source>[^<]*</source>[^<]*(<comment>[^<]*</comment>[^<]*)?<translation type=\"unfinished\"" unfinished "${text}")
string(REGEX MATCHALL "<translation( type=\"[a-z]+\")?></translation>|<translation/>|<numerusform></numerusform>" empty "${text}")
list(LENGTH unfinished unfinished_count)
list(LENGTH empty empty_count)
string(REGEX MATCHALL "<message[ >]" messages "${text}")
list(LENGTH messages message_count)
if(message_count LESS 100)
  message(FATAL_ERROR "only ${message_count} messages found in ${ts}: lupdate saw no sources?\n${output}")
endif()
if(unfinished_count GREATER 0 OR empty_count GREATER 0)
  string(REPLACE ";" "\n" unfinished_list "${unfinished}")
  message(FATAL_ERROR "${ts_name}: ${unfinished_count} unfinished or missing and ${empty_count} empty of "
                      "${message_count} messages; run the update_translations target and translate:\n${unfinished_list}")
endif()
message(STATUS "${ts_name}: all ${message_count} messages translated")
