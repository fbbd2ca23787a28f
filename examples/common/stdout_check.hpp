#pragma once
// The last step of every example program: its standard output flushed and
// checked. stdio reports a failed write only in the stream's error flag, so
// without this a full disk or a closed stdout would lose the output while
// the program exits 0.

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

#if __has_include(<unistd.h>)
#include <unistd.h>
#endif

namespace stdout_check {

// Why writing to standard output failed, or 0 when that is not known. A
// failed flush sets errno; a write that failed earlier told only its
// caller (stdio writes a large block at once, leaving nothing to flush),
// so a write of no bytes asks the descriptor again, which answers for a
// closed one and for a full device.
inline int failed_write_reason(bool flush_failed) {
    if (flush_failed) return errno;
#if __has_include(<unistd.h>)
    errno = 0;
    if (write(STDOUT_FILENO, "", 0) < 0) return errno;
#endif
    return 0;
}

}  // namespace stdout_check

// `status`, the exit status of a program named `program`, when all it wrote
// to standard output got out; else 2 after "PROGRAM: write error: REASON"
// on stderr, since what it was asked for was lost.
inline int with_stdout_checked(std::string_view program, int status) {
    errno = 0;
    const bool flush_failed = std::fflush(stdout) != 0;
    if (!flush_failed && std::ferror(stdout) == 0) return status;
    const int reason = stdout_check::failed_write_reason(flush_failed);
    std::string message = std::string{program} + ": write error";
    if (reason != 0) message += std::string{": "} + std::strerror(reason);
    message += '\n';
    std::fputs(message.c_str(), stderr);
    return 2;
}
