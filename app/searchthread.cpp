// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "searchthread.h"

#include "error_text.h"

void SearchThread::start(std::shared_ptr<const hatrack::Agent> agent,
                         std::unique_ptr<hatrack::GameState> view) {
    cancel();
    stop_ = false;
    done_ = false;
    analysis_.reset();
    thread_ = std::thread([this, agent = std::move(agent), view = std::move(view)] {
        std::optional<hatrack::Analysis> found;
        std::string failure;
        // Nothing thrown may leave the thread: that would end the program.
        try {
            hatrack::Analysis a = agent->think(*view, {0, &stop_});
            if (!a.cancelled) found = std::move(a);
        } catch (const std::exception& e) {
            failure = hatrack::errorText(e);
        } catch (...) {
            failure = hatrack::unknownErrorText();
        }
        const std::lock_guard<std::mutex> lock(mutex_);
        analysis_ = std::move(found);
        failure_ = std::move(failure);
        done_ = true;
    });
}

std::optional<hatrack::Analysis> SearchThread::result(bool* done, std::string* failure) {
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        *done = done_;
        if (!done_) return std::nullopt;
    }
    thread_.join();
    const std::lock_guard<std::mutex> lock(mutex_);
    done_ = false;
    if (failure) *failure = failure_;
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
