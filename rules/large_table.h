// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A search table of many megabytes that the search reads at random:
// with ordinary 4 KiB pages nearly every read also misses the address
// translation cache. On Linux the table asks for 2 MiB pages where the
// system grants them on request (transparent huge pages in "madvise" mode);
// elsewhere, or where they are refused, it is an ordinary array.

#include <cstddef>
#include <memory>
#include <new>
#include <type_traits>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace hatrack {

template <class T> class LargeTable {
    static_assert(std::is_trivially_destructible_v<T>, "entries are never destroyed one by one");

  public:
    std::size_t size() const { return size_; }
    T* data() { return data_.get(); }
    const T* data() const { return data_.get(); }

    // A fresh table of `n` entries as T{} makes them; what was in it before is gone.
    void reset(std::size_t n) {
        data_.reset();
        size_ = 0;
        const std::size_t bytes = n * sizeof(T);
        void* p = ::operator new (bytes, std::align_val_t{kPage});
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        // Asked before the first write, so the pages are made large from the start.
        madvise(p, bytes, MADV_HUGEPAGE);
#endif
        std::uninitialized_value_construct_n(static_cast<T*>(p), n);
        data_.reset(static_cast<T*>(p));
        size_ = n;
    }

  private:
    static constexpr std::size_t kPage = std::size_t{2} << 20;
    struct Free {
        void operator()(T* p) const { ::operator delete (p, std::align_val_t{kPage}); }
    };
    std::unique_ptr<T, Free> data_;
    std::size_t size_ = 0;
};

} // namespace hatrack
