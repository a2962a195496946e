// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A computer player thinking on a thread of its own, for its turn or for a
// hint. Cancelling raises the search's flag and waits for the thread, which
// notices within a thousand positions, so nothing is ever left running in the
// background. The whole Analysis is handed over under a std::mutex, which
// every tool (ThreadSanitizer included) understands.
#ifndef Q_MOC_RUN
#include "agent.h"
#endif

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

class SearchThread {
  public:
    SearchThread() = default;
    SearchThread(const SearchThread&) = delete;
    SearchThread& operator=(const SearchThread&) = delete;
    ~SearchThread() { cancel(); }

#ifndef Q_MOC_RUN
    // Starts thinking on `view` (a copy holding only what the player may know).
    void start(std::shared_ptr<const hatrack::Agent> agent,
               std::unique_ptr<hatrack::GameState> view);
    // The analysis once the search is done (nothing if it failed), or nothing
    // while it still thinks; `done` tells the two apart. A search that failed
    // says why in `failure`, if given.
    std::optional<hatrack::Analysis> result(bool* done, std::string* failure = nullptr);
#endif
    // Stops the search under way, if any, and waits for its thread.
    void cancel();
    bool running() const {
        return thread_.joinable();
    }

  private:
    std::thread thread_;
    std::atomic<bool> stop_{false};
    std::mutex mutex_;
    bool done_ = false;
#ifndef Q_MOC_RUN
    std::optional<hatrack::Analysis> analysis_;
#endif
    std::string failure_;
};
