// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Running hatrack-cli as a separate process, as scripts do, for the tests of
// the command-line tool: its output split into lines, and checks that it
// succeeded or refused with exit status 2 and a message naming the problem.
#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace hatrack::test::cli {

struct Run {
    QProcess::ExitStatus status = QProcess::CrashExit;
    int code = -1;
    QString out;
    QString err;
    QStringList lines; // stdout, one entry per line
};

inline Run run(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(HATRACK_CLI), args);
    Run r;
    if (!p.waitForStarted(10000)) {
        r.err = "could not start " + QStringLiteral(HATRACK_CLI) + ": " + p.errorString();
        return r;
    }
    p.closeWriteChannel();
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out";
        return r;
    }
    r.status = p.exitStatus();
    r.code = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    r.lines = r.out.split('\n', Qt::SkipEmptyParts);
    return r;
}

inline QString describe(const QStringList& args, const Run& r) {
    return QString("hatrack-cli %1\n  status %2 code %3\n  stdout: %4\n  stderr: %5")
        .arg(args.join(' '))
        .arg(r.status == QProcess::NormalExit ? "normal" : "CRASH")
        .arg(r.code)
        .arg(r.out.trimmed(), r.err.trimmed());
}

inline bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

inline QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace hatrack::test::cli

// Runs and requires a clean exit with status 0.
#define RUN_OK(r, ...)                                                                             \
    const QStringList r##Args{__VA_ARGS__};                                                        \
    const Run r = run(r##Args);                                                                    \
    QVERIFY2(r.status == QProcess::NormalExit && r.code == 0, qPrintable(describe(r##Args, r)))

// Runs and requires a refusal: exit status exactly 2, "error:" and every word
// of `words` on stderr, no crash.
#define RUN_REFUSED(words, ...)                                                                    \
    do {                                                                                           \
        const QStringList args_{__VA_ARGS__};                                                      \
        const Run r_ = run(args_);                                                                 \
        QVERIFY2(r_.status == QProcess::NormalExit && r_.code == 2,                                \
                 qPrintable(describe(args_, r_)));                                                 \
        QVERIFY2(r_.err.startsWith("error: "), qPrintable(describe(args_, r_)));                   \
        for (const QString& w_ : QStringList(words))                                               \
            QVERIFY2(r_.err.contains(w_),                                                          \
                     qPrintable("missing '" + w_ + "': " + describe(args_, r_)));                  \
    } while (false)
