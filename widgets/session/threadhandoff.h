#pragma once

// Marks for ThreadSanitizer where work passes from one thread to another through Qt (a
// QThreadPool start, a QPromise finished and its QFutureWatcher's signal). A TSan build links
// the system's Qt, whose own locks TSan cannot see, so without these marks every such hand-over
// would read as a data race and hide the real ones. In other builds they compile to nothing.

#if defined(__SANITIZE_THREAD__)
#define SOUNDSTAGE_THREAD_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define SOUNDSTAGE_THREAD_SANITIZER 1
#endif
#endif

#ifdef SOUNDSTAGE_THREAD_SANITIZER
extern "C" void __tsan_acquire(void* address);
extern "C" void __tsan_release(void* address);
#endif

namespace soundstage::handoff {

/// The sending thread, just before it hands over: everything it wrote so far happens before
/// whatever the receiving thread does after acquire() on the same token.
inline void release([[maybe_unused]] const void* token) {
#ifdef SOUNDSTAGE_THREAD_SANITIZER
    __tsan_release(const_cast<void*>(token));
#endif
}

/// The token of a closure handed to a thread pool: the worker cannot read a token out of the
/// closure before it has acquired, so starts share this one.
inline const char poolStart = 0;

/// The receiving thread, as it takes over (see release()).
inline void acquire([[maybe_unused]] const void* token) {
#ifdef SOUNDSTAGE_THREAD_SANITIZER
    __tsan_acquire(const_cast<void*>(token));
#endif
}

} // namespace soundstage::handoff
