# Compresses a file the way Debian wants it (lintian): the best compression, no name and no time
# stamp in the header, so the same input always gives the same bytes.
#   cmake -DINPUT=<file> -DOUTPUT=<file.gz> -P GzipFile.cmake
cmake_minimum_required(VERSION 3.25)
if(NOT INPUT OR NOT OUTPUT)
  message(FATAL_ERROR "usage: cmake -DINPUT=<file> -DOUTPUT=<file.gz> -P GzipFile.cmake")
endif()
find_program(OSL_GZIP gzip)
if(NOT OSL_GZIP)
  message(FATAL_ERROR "gzip is needed to compress ${INPUT}")
endif()
execute_process(COMMAND "${OSL_GZIP}" -9 -n -c "${INPUT}" OUTPUT_FILE "${OUTPUT}" RESULT_VARIABLE code)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "gzip failed on ${INPUT}: ${code}")
endif()
