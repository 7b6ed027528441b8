// A testlib-style checker for judges that only take checker source code and
// compile it themselves: it hands its three files to `mayan check --judge
// testlib`, which must be installed on the judging machine at MAYAN (change
// the path to yours). It prints nothing of its own: mayan's exit code (0 ok,
// 1 wrong answer, 2 presentation error, 3 judge failure) and its one line on
// stderr are the verdict. If mayan cannot be started, it says FAIL, exit 3.
//
//     g++ -O2 -o check check.cpp
//     ./check case.in contestant.out case.ans
#include <cstdio>
#include <unistd.h>

static const char *MAYAN = "/usr/local/bin/mayan";

int main(int argc, char **argv) {
    if (argc != 4) {
        std::fprintf(stderr, "FAIL usage: check INPUT OUTPUT ANSWER\n");
        return 3;
    }
    char check[] = "check", judge[] = "--judge", testlib[] = "testlib";
    char *args[] = {const_cast<char *>(MAYAN), check, judge, testlib,
                    argv[1], argv[2], argv[3], nullptr};
    execv(MAYAN, args);
    std::fprintf(stderr, "FAIL cannot run %s (is mayan installed there?)\n", MAYAN);
    return 3;
}
