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

/// The one token every hand-over uses. One per job (the worker's state) was tried first: GCC 12's
/// ThreadSanitizer then lost the order along a chain of two hand-overs — a worker builds a
/// document, the GUI takes it over, a second worker reads it (the trigger index reading the dat
/// that was just opened) — and reported the reads as races. One token for all keeps every such
/// chain ordered; the price is that TSan cannot see a race between two workers that some
/// unrelated hand-over happened to order.
inline const char token = 0;

/// The sending thread, just before it hands over (a closure to a pool, a result to the GUI):
/// everything it wrote so far happens before whatever a thread does after its next acquire().
inline void release() {
#ifdef SOUNDSTAGE_THREAD_SANITIZER
    __tsan_release(const_cast<char*>(&token));
#endif
}

/// The receiving thread, as it takes over (see release()): the first thing a pooled closure
/// does, and the first thing the GUI does when a watcher says the work finished.
inline void acquire() {
#ifdef SOUNDSTAGE_THREAD_SANITIZER
    __tsan_acquire(const_cast<char*>(&token));
#endif
}

} // namespace soundstage::handoff
