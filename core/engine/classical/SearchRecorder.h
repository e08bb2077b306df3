#pragma once

// What a classical search tells a recorder at each call (engine/trace/TraceRecorder.h keeps it as
// a search trace). The searches take the recorder as a template argument; NoRecorder, the
// default, has only empty inline members, so the searches compile to the same code as without
// one. With an enabled recorder (kEnabled) the searches leave out the shortcuts that settle the
// last empty squares without calls, so that every node the search counts is a recorded call.
//
// Per call: the parent announces the child (child or test, with its move), the child enters
// (first thing, before it is counted, so that a search stopped there has as many records as
// counted nodes), and leaves by exactly one of gameOver, horizon, tableHit or expanded; a node
// that stops trying its moves early says cutoff() before it leaves. Every call of a recorder in a
// search sits in `if constexpr (Recorder::kEnabled)`: even empty calls, left to the optimiser,
// changed its register allocation.

#include "engine/board/MoveGeneration.h"
#include "engine/search/Bound.h"
#include "engine/trace/SearchTrace.h"

namespace othello::classical {

struct NoRecorder {
    static constexpr bool kEnabled = false;

    void child(int /*move*/, trace::CallKind /*call*/) { }
    // Scout's TEST of the position after `move`.
    void test(int /*move*/, trace::Comparison /*comparison*/) { }
    // The window on entry (for a TEST: alpha = beta = the threshold); depth -1 in an exact search.
    void enter(bits::Bitboard /*player*/, bits::Bitboard /*opponent*/, int /*alpha*/, int /*beta*/, int /*depth*/ = -1)
    { }
    void gameOver(int /*value*/) { }
    void horizon(int /*value*/) { }
    void tableHit(int /*value*/, Bound /*bound*/) { }
    // The node tried its moves (or passed) and returns `value`.
    void expanded(int /*value*/) { }
    // The same for the alpha-beta family: the Knuth-Moore type follows from the window
    // (alpha, beta) the moves were tried with.
    void expanded(int /*value*/, int /*alpha*/, int /*beta*/) { }
    void cutoff() { }
};

// The same calls as an interface, for the recorders that keep, print, count or compare them
// (engine/trace): they all reach the search through ListeningRecorder, so the recorded searches
// are compiled once (trace/ReferenceSearch.cpp, trace/ReferenceDepthSearch.cpp) instead of once
// per recorder. A virtual call per event is small beside what each of them does with it.
class CallListener {
public:
    virtual ~CallListener() = default;
    virtual void child(int move, trace::CallKind call) = 0;
    virtual void test(int move, trace::Comparison comparison) = 0;
    virtual void enter(bits::Bitboard player, bits::Bitboard opponent, int alpha, int beta, int depth) = 0;
    virtual void gameOver(int value) = 0;
    virtual void horizon(int value) = 0;
    virtual void tableHit(int value, Bound bound) = 0;
    virtual void expanded(int value) = 0;
    virtual void expanded(int value, int alpha, int beta) = 0;
    virtual void cutoff() = 0;

protected:
    CallListener() = default;
    CallListener(const CallListener&) = default;
    CallListener& operator=(const CallListener&) = default;
};

struct ListeningRecorder {
    static constexpr bool kEnabled = true;
    CallListener* listener = nullptr;

    void child(int move, trace::CallKind call) { listener->child(move, call); }
    void test(int move, trace::Comparison comparison) { listener->test(move, comparison); }
    void enter(bits::Bitboard player, bits::Bitboard opponent, int alpha, int beta, int depth = -1)
    {
        listener->enter(player, opponent, alpha, beta, depth);
    }
    void gameOver(int value) { listener->gameOver(value); }
    void horizon(int value) { listener->horizon(value); }
    void tableHit(int value, Bound bound) { listener->tableHit(value, bound); }
    void expanded(int value) { listener->expanded(value); }
    void expanded(int value, int alpha, int beta) { listener->expanded(value, alpha, beta); }
    void cutoff() { listener->cutoff(); }
};

} // namespace othello::classical
