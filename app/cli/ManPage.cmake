# Writes the man page of othello-lab-cli from its own help, so the page never drifts from the program:
#   cmake -DCLI=<path of othello-lab-cli> -DOUTPUT=<page.1> -P ManPage.cmake
# The commands are the ones `othello-lab-cli --help` lists; each one's section is its `<command> --help`
# (a command without one, like `help`, keeps its line from the list). The help's layout is read as it
# is printed: a "Usage:" line, paragraphs, and blocks "Heading:" of two-column lines
# ("  --option ARG   what it does"). Also writes <page.1>.gz, the form Debian installs (gzip -9n).
cmake_minimum_required(VERSION 3.25)

if(NOT CLI OR NOT OUTPUT)
  message(FATAL_ERROR "usage: cmake -DCLI=<othello-lab-cli> -DOUTPUT=<file.1> -P ManPage.cmake")
endif()

# Runs the program; the output comes back as a CMake list of lines. ';', '[' and ']' would split
# or glue list items, so they travel as placeholders until osl_roff() puts them back.
function(osl_help_lines result_lines result_code)
  execute_process(COMMAND "${CLI}" ${ARGN} OUTPUT_VARIABLE text ERROR_VARIABLE error RESULT_VARIABLE code)
  string(REPLACE ";" "@SEMICOLON@" text "${text}")
  string(REPLACE "[" "@OPEN@" text "${text}")
  string(REPLACE "]" "@CLOSE@" text "${text}")
  string(REGEX REPLACE "\n$" "" text "${text}")
  string(REPLACE "\n" ";" lines "${text}")
  set(${result_lines} "${lines}" PARENT_SCOPE)
  set(${result_code} "${code}" PARENT_SCOPE)
endfunction()

# Text as roff: backslashes and minus signs escaped (options must copy as ASCII '-'), a line that
# would start with a control character made plain, the placeholders turned back.
function(osl_roff result text)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REPLACE "-" "\\-" text "${text}")
  string(REPLACE "@SEMICOLON@" ";" text "${text}")
  string(REPLACE "@OPEN@" "[" text "${text}")
  string(REPLACE "@CLOSE@" "]" text "${text}")
  string(REGEX REPLACE "^([.'])" "\\\\&\\1" text "${text}")
  set(${result} "${text}" PARENT_SCOPE)
endfunction()

# "Usage: othello-lab-cli solve (--position ...)": the program and command in bold, the rest as is.
function(osl_usage result line command)
  string(REGEX REPLACE "^Usage: *" "" line "${line}")
  string(STRIP "${line}" line)
  set(lead "othello-lab-cli")
  if(command)
    set(lead "othello-lab-cli ${command}")
  endif()
  string(LENGTH "${lead}" lead_length)
  string(SUBSTRING "${line}" ${lead_length} -1 rest)
  osl_roff(lead "${lead}")
  osl_roff(rest "${rest}")
  set(${result} "\\fB${lead}\\fR${rest}" PARENT_SCOPE)
endfunction()

# A help text (the name of a list of lines) after its usage line as roff: paragraphs, and each "Heading:" block as
# an indented list of tagged paragraphs (left out when emit_lists is false). Also returns the
# "name: description" pairs of the blocks (as "name@IS@description" items): the command list.
function(osl_body result result_entries lines emit_lists)
  set(roff "")
  set(list_roff "")
  set(entries "")
  set(state "gap")
  foreach(line IN LISTS ${lines} ITEMS _end_)
    if(state STREQUAL "list" AND NOT line MATCHES "^  ")
      if(emit_lists)
        string(APPEND roff "${list_roff}.RE\n")
      endif()
      set(list_roff "")
      set(state "gap")
    endif()
    # Two spaces or more end a list entry's term; a term as wide as its column ("depth-compare
    # nodes ...") is one word. (if() evaluates both sides of OR, so the tests come one by one.)
    set(term "")
    if(line MATCHES "^  ([^ ]+( [^ ]+)*)  +([^ ].*)$")
      set(term "${CMAKE_MATCH_1}")
      set(description "${CMAKE_MATCH_3}")
    elseif(line MATCHES "^  ([^ ]+) +([^ ].*)$")
      set(term "${CMAKE_MATCH_1}")
      set(description "${CMAKE_MATCH_2}")
    endif()
    if(line MATCHES "^[ \t]*$" OR line STREQUAL "_end_")
      set(state "gap")
    elseif(state STREQUAL "gap" AND line MATCHES "^([A-Z][A-Za-z ]*):$")
      set(list_roff ".PP\n${CMAKE_MATCH_1}:\n.RS 4\n")
      set(state "list")
    elseif(state STREQUAL "list" AND NOT term STREQUAL "")
      list(APPEND entries "${term}@IS@${description}")
      # The first word is what one types (bold); the rest names its argument (italic).
      string(REGEX MATCH "^[^ ]+" word "${term}")
      string(LENGTH "${word}" word_length)
      string(SUBSTRING "${term}" ${word_length} -1 argument)
      string(STRIP "${argument}" argument)
      osl_roff(word "${word}")
      osl_roff(description "${description}")
      string(APPEND list_roff ".TP\n\\fB${word}\\fR")
      if(NOT argument STREQUAL "")
        osl_roff(argument "${argument}")
        string(APPEND list_roff " \\fI${argument}\\fR")
      endif()
      string(APPEND list_roff "\n${description}\n")
    elseif(state STREQUAL "list")
      # A list line that is no term (a wrapped description) continues the entry above.
      string(STRIP "${line}" text)
      osl_roff(text "${text}")
      string(APPEND list_roff "${text}\n")
    else()
      string(STRIP "${line}" text)
      osl_roff(text "${text}")
      if(state STREQUAL "gap")
        string(APPEND roff ".PP\n")
        set(state "paragraph")
      elseif(line MATCHES "^[ \t]")
        # An indented line inside a paragraph (an example) starts a line of its own.
        string(APPEND roff ".br\n")
      endif()
      string(APPEND roff "${text}\n")
    endif()
  endforeach()
  set(${result} "${roff}" PARENT_SCOPE)
  set(${result_entries} "${entries}" PARENT_SCOPE)
endfunction()

osl_help_lines(top code --help)
if(NOT code EQUAL 0 OR NOT top)
  message(FATAL_ERROR "'${CLI} --help' failed (${code})")
endif()
execute_process(COMMAND "${CLI}" --version OUTPUT_VARIABLE version RESULT_VARIABLE code OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT code EQUAL 0 OR NOT version MATCHES "^othello-lab-cli ")
  message(FATAL_ERROR "'${CLI} --version' failed (${code}): ${version}")
endif()

list(POP_FRONT top usage_line)
if(NOT usage_line MATCHES "^Usage: ")
  message(FATAL_ERROR "'${CLI} --help' does not start with 'Usage:': ${usage_line}")
endif()
osl_usage(synopsis "${usage_line}" "")
osl_body(description command_entries top FALSE)
if(NOT command_entries)
  message(FATAL_ERROR "'${CLI} --help' lists no commands")
endif()
# The NAME line: the help's first sentence, as "othello-lab-cli - game-tree search laboratory ...".
string(REGEX MATCH "\\.PP\n([^\n]*)" first_paragraph "${description}")
string(REGEX REPLACE "\\.$" "" summary "${CMAKE_MATCH_1}")
string(SUBSTRING "${summary}" 0 1 first_letter)
string(TOLOWER "${first_letter}" first_letter)
string(SUBSTRING "${summary}" 1 -1 summary)

set(commands "")
foreach(entry IN LISTS command_entries)
  string(REPLACE "@IS@" ";" entry "${entry}")
  list(GET entry 0 command)
  list(GET entry 1 command_summary)
  osl_roff(command_summary "${command_summary}")
  osl_roff(command_title "${command}")
  string(APPEND commands ".SS ${command_title}\n${command_summary}.\n")
  osl_help_lines(help code ${command} --help)
  if(code EQUAL 0 AND help)
    list(POP_FRONT help command_usage)
    osl_usage(command_usage "${command_usage}" "${command}")
    osl_body(command_body ignored help TRUE)
    string(APPEND commands ".PP\n${command_usage}\n${command_body}")
  endif()
endforeach()

string(TIMESTAMP date "%Y-%m-%d" UTC)
string(REGEX REPLACE "^othello-lab-cli " "" version "${version}")
file(WRITE "${OUTPUT}"
  ".\\\" Generated from 'othello-lab-cli --help' and each command's --help by app/cli/ManPage.cmake.\n"
  ".TH OTHELLO\\-LAB\\-CLI 1 \"${date}\" \"othello\\-lab\\-cli ${version}\" \"User Commands\"\n"
  ".SH NAME\n"
  "othello\\-lab\\-cli \\- ${first_letter}${summary}\n"
  ".SH SYNOPSIS\n"
  "${synopsis}\n"
  ".SH DESCRIPTION\n"
  "${description}"
  ".SH COMMANDS\n"
  "${commands}"
  ".SH SEE ALSO\n"
  "\\fBothello\\-search\\-lab\\fR, the desktop application.\n")
# gzip -9n, as Debian wants it: the best compression, no time stamp (lintian).
find_program(OSL_GZIP gzip)
if(NOT OSL_GZIP)
  message(FATAL_ERROR "gzip is needed to compress the man page")
endif()
execute_process(COMMAND "${OSL_GZIP}" -9 -n -c "${OUTPUT}" OUTPUT_FILE "${OUTPUT}.gz" RESULT_VARIABLE gzip_code)
if(NOT gzip_code EQUAL 0)
  message(FATAL_ERROR "gzip failed on ${OUTPUT}: ${gzip_code}")
endif()
