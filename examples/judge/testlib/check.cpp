// A testlib-style checker for judges that only take checker source code and
// compile it themselves: it hands its files to `mayan check --judge
// testlib`, which must be installed on the judging machine at MAYAN (change
// the path to yours). It prints nothing of its own: mayan's exit code (0 ok,
// 1 wrong answer, 2 presentation error, 3 judge failure), its one line on
// stderr and, when the judge passes one, the report file are the verdict.
// If mayan cannot be started, it says FAIL, exit 3.
//
//     g++ -O2 -o check check.cpp
//     ./check case.in contestant.out case.ans [report.txt [-appes]]
#include <cstdio>
#include <unistd.h>

static const char *MAYAN = "/usr/local/bin/mayan";

int main(int argc, char **argv) {
    if (argc < 4 || argc > 6) {
        std::fprintf(stderr, "FAIL usage: check INPUT OUTPUT ANSWER [REPORT [-appes]]\n");
        return 3;
    }
    char check[] = "check", judge[] = "--judge", testlib[] = "testlib";
    char *args[10] = {const_cast<char *>(MAYAN), check, judge, testlib};
    for (int i = 1; i < argc; i++) {
        args[3 + i] = argv[i];
    }
    args[3 + argc] = nullptr;
    execv(MAYAN, args);
    std::fprintf(stderr, "FAIL cannot run %s (is mayan installed there?)\n", MAYAN);
    return 3;
}
