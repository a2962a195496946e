#include "computerturn.h"

#include <algorithm>

void ComputerTurn::start(std::shared_ptr<const hatrack::Agent> agent,
                         std::unique_ptr<hatrack::GameState> view) {
    cancel();
    stop_ = false;
    done_ = false;
    plan_.clear();
    thread_ = std::thread([this, agent = std::move(agent), view = std::move(view)] {
        std::vector<hatrack::Action> plan;
        try {
            const hatrack::Analysis a = agent->think(*view, {0, &stop_});
            if (!a.cancelled) {
                const auto n =
                    std::min(std::max<std::size_t>(a.turnLength, 1), a.line.size());
                plan = n == 0 ? std::vector<hatrack::Action>{a.best}
                              : std::vector<hatrack::Action>(a.line.begin(),
                                                             a.line.begin() + static_cast<long>(n));
            }
        } catch (const hatrack::RulesError&) {
        }
        const std::lock_guard<std::mutex> lock(mutex_);
        plan_ = std::move(plan);
        done_ = true;
    });
}

std::optional<std::vector<hatrack::Action>> ComputerTurn::result() {
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        if (!done_) return std::nullopt;
    }
    thread_.join();
    const std::lock_guard<std::mutex> lock(mutex_);
    done_ = false;
    return std::move(plan_);
}

void ComputerTurn::cancel() {
    if (!thread_.joinable()) return;
    stop_ = true;
    thread_.join();
    const std::lock_guard<std::mutex> lock(mutex_);
    done_ = false;
    plan_.clear();
}
