#pragma once
// The floor of open + enumerate, in plain C: an mmap and an in-order walk of the B-tree with
// no checks (bench_dat's in-process floor, bench_cli's bare process).

#include <benchmark/benchmark.h>

#include <sys/mman.h>
#include <sys/stat.h>

#include <fcntl.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace soundstage::bench {

// One entry as the B-tree stores it (24 bytes, little-endian on disk and here).
struct BareEntry {
    std::uint32_t flags, id, offset, size;
    std::int32_t date, iteration;
};

struct BareWalk {
    const unsigned char* map = nullptr;
    std::uint32_t blockSize = 0;
    BareEntry* out = nullptr;
    size_t count = 0;
    size_t capacity = 0;
};

// The floor of open + enumerate: the bare work in plain C, with no checks — gather a node's
// 1716 bytes from its block chain (4-byte link, then payload, per block), recurse in order,
// append each entry to a realloc-grown array. Assumes a well-formed dat.
inline void bareWalkNode(BareWalk& w, std::uint32_t offset) {
    unsigned char node[1716];
    size_t filled = 0;
    const size_t payload = w.blockSize - 4;
    for (std::uint32_t block = offset; filled < sizeof node;) {
        const size_t take = sizeof node - filled < payload ? sizeof node - filled : payload;
        std::memcpy(node + filled, w.map + block + 4, take);
        filled += take;
        std::memcpy(&block, w.map + block, 4);
    }
    std::int32_t count = 0;
    std::memcpy(&count, node + 248, 4);
    std::uint32_t firstChild = 0;
    std::memcpy(&firstChild, node, 4);
    const bool leaf = firstChild == 0;
    for (std::int32_t i = 0; i <= count; ++i) {
        if (!leaf) {
            std::uint32_t child = 0;
            std::memcpy(&child, node + 4 * i, 4);
            bareWalkNode(w, child);
        }
        if (i == count)
            break;
        if (w.count == w.capacity) {
            w.capacity = w.capacity ? 2 * w.capacity : 4096;
            w.out = static_cast<BareEntry*>(std::realloc(w.out, w.capacity * sizeof(BareEntry)));
        }
        std::memcpy(&w.out[w.count++], node + 252 + 24 * i, sizeof(BareEntry));
    }
}

/// Walks the dat at `path` and returns its entry count; with `out`, also prints each entry as
/// `soundstage-cli list --type all` does (id, tab, size), the bare process of the CLI rows.
inline size_t bareOpenEnumerate(const char* path, std::FILE* out = nullptr) {
    const int fd = ::open(path, O_RDONLY);
    struct stat st {};
    ::fstat(fd, &st);
    void* map = ::mmap(nullptr, size_t(st.st_size), PROT_READ, MAP_SHARED, fd, 0);
    BareWalk w;
    w.map = static_cast<const unsigned char*>(map);
    std::memcpy(&w.blockSize, w.map + 0x144, 4);
    std::uint32_t root = 0;
    std::memcpy(&root, w.map + 0x160, 4);
    if (root != 0)
        bareWalkNode(w, root);
    const size_t count = w.count;
    if (out)
        for (size_t i = 0; i < count; ++i)
            std::fprintf(out, "0x%08X\t%u\n", w.out[i].id, w.out[i].size);
    benchmark::DoNotOptimize(w.out);
    std::free(w.out);
    ::munmap(map, size_t(st.st_size));
    ::close(fd);
    return count;
}

} // namespace soundstage::bench
