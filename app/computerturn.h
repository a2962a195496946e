#pragma once
// The computer thinking about one decision on a thread of its own. Cancelling
// raises the search's flag and waits for the thread, which notices within a
// thousand positions, so nothing is ever left running in the background. The
// answer is handed over under a std::mutex, which every tool (ThreadSanitizer
// included) understands.
#ifndef Q_MOC_RUN
#include "agent.h"
#endif

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

class ComputerTurn {
  public:
    ComputerTurn() = default;
    ComputerTurn(const ComputerTurn&) = delete;
    ComputerTurn& operator=(const ComputerTurn&) = delete;
    ~ComputerTurn() { cancel(); }

#ifndef Q_MOC_RUN
    // Starts thinking on `view` (a copy holding only what the player may know).
    void start(std::shared_ptr<const hatrack::Agent> agent,
               std::unique_ptr<hatrack::GameState> view);
    // The plan for the rest of the turn once the search is done (empty if the
    // computer found nothing to do), or nothing while it still thinks.
    std::optional<std::vector<hatrack::Action>> result();
#endif
    // Stops the search under way, if any, and waits for its thread.
    void cancel();
    bool running() const { return thread_.joinable(); }

  private:
    std::thread thread_;
    std::atomic<bool> stop_{false};
    std::mutex mutex_;
    bool done_ = false;
#ifndef Q_MOC_RUN
    std::vector<hatrack::Action> plan_;
#endif
};
