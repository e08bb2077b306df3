#pragma once

// The mistakes students make in the course's searches, one program each (student_search.cpp).
#define NONE 0
#define CUTOFF_GREATER 1     // cuts off on alpha > beta instead of alpha >= beta
#define WINDOW_NOT_NEGATED 2 // calls a child with (alpha, beta)
#define WINDOW_NOT_SWAPPED 3 // calls a child with (-alpha, -beta)
#define ALPHA_NOT_RAISED 4   // keeps the alpha it was called with for every child
#define BOUND_STORED_EXACT 5 // stores every value in the table as exact
#define TEST_GREATER 6       // Scout's TEST asks "> v" at White's turn too
#define LEAF_EXPANDED 7      // counts a finished game as expanded
#define PASS_NOT_COUNTED 8   // does not count a pass call as generated

// The mistake this program makes (one of the above): each program's one-line file defines it.
extern const int g_builtMistake;
