// The dat container from hostile bytes: open, enumerate, read every record, walk the free list.
#include "core/dat/datfile.h"
#include "tests/fuzz/fuzzsupport.h"

using namespace soundstage;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const fuzz::MemFile file(data, size);
    auto dat = DatFile::open(file.path());
    if (!dat)
        return 0;
    (void)(*dat)->treeDepth();
    (void)(*dat)->freeBlocks();
    const auto entries = (*dat)->entries();
    if (!entries)
        return 0;
    for (const DatEntry& entry : *entries) {
        const auto bytes = (*dat)->read(entry);
        if (bytes)
            fuzz::require(entry.compressed() || bytes->size() == qsizetype(entry.size),
                          "an uncompressed record reads back its entry size");
        const auto found = (*dat)->find(entry.id);
        fuzz::require(!found || (*found && (*found)->id == entry.id),
                      "every enumerated id is found by lookup");
    }
    return 0;
}
