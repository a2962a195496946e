#include "searchthread.h"

void SearchThread::start(std::shared_ptr<const hatrack::Agent> agent,
                       std::unique_ptr<hatrack::GameState> view) {
    cancel();
    stop_ = false;
    done_ = false;
    analysis_.reset();
    thread_ = std::thread([this, agent = std::move(agent), view = std::move(view)] {
        std::optional<hatrack::Analysis> found;
        try {
            hatrack::Analysis a = agent->think(*view, {0, &stop_});
            if (!a.cancelled) found = std::move(a);
        } catch (const hatrack::RulesError&) {
        }
        const std::lock_guard<std::mutex> lock(mutex_);
        analysis_ = std::move(found);
        done_ = true;
    });
}

std::optional<hatrack::Analysis> SearchThread::result(bool* done) {
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        *done = done_;
        if (!done_) return std::nullopt;
    }
    thread_.join();
    const std::lock_guard<std::mutex> lock(mutex_);
    done_ = false;
    return std::move(analysis_);
}

void SearchThread::cancel() {
    if (!thread_.joinable()) return;
    stop_ = true;
    thread_.join();
    const std::lock_guard<std::mutex> lock(mutex_);
    done_ = false;
    analysis_.reset();
}
