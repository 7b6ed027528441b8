// The NOIP 2011 "Mayan puzzle" input validator, written by `mayan export
// validator` (docs/judge.md). Self-contained C++14, no third-party header.
//
//   validator < INPUT
//
// Exit 0 when INPUT is a puzzle as mayan's NOIP reader reads one (docs/spec.md
// sections 6 and 9): the move count n, then the 5 columns from left to
// right, each its colours (1 to 10) from the bottom up, at most 7, closed by
// 0, and nothing after; whitespace between the numbers is free (spaces,
// tabs, line breaks, \r, \f). n runs from 1 to MAYAN_MAX_MOVES (50, mayan's
// limit; the contest's statement says 5: `mayan export validator
// --max-moves 5`), and the board holds no run of three. Otherwise exit 1,
// with `invalid input: ...` on stderr: what is wrong, and where.

#ifndef MAYAN_MAX_MOVES
#define MAYAN_MAX_MOVES 50 // the largest n accepted
#endif

#include "mayan-noip.hpp"

int main() {
    std::string text;
    char buf[65536];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, stdin)) > 0) {
        text.append(buf, n);
        if (text.size() > MAX_INPUT) break;
    }
    if (std::ferror(stdin)) {
        std::fprintf(stderr, "FAIL cannot read standard input\n");
        return 3;
    }
    int budget;
    Board board;
    std::string why;
    if (!read_puzzle(text, MAYAN_MAX_MOVES, budget, board, why)) {
        std::fprintf(stderr, "invalid input: %s\n", why.c_str());
        return 1;
    }
    return 0;
}
