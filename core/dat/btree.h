#pragma once

#include "core/common/error.h"
#include "core/dat/btreenode.h"
#include "core/dat/datentry.h"

#include <optional>
#include <vector>

namespace soundstage {

class DatFile;

/// An in-memory B-tree of dat entries keyed by id (unsigned), minimum degree 31 like the
/// client's BTree: at most 61 entries and 62 children per node, at least 30 entries in every
/// node but the root. Insertion splits full nodes on the way down (CLRS / client DescendToAdd).
///
/// Nodes live in a vector and refer to each other by index. Each node remembers the file
/// offset it was loaded from or assigned (`offset`, 0 = not placed yet) and whether it changed
/// since (`dirty`), so a patcher can load a dat's tree, insert/replace, and rewrite only the
/// dirty nodes (new nodes need blocks first). Not thread-safe; a value type.
class BTree final {
public:
    static constexpr int MinDegree = 31;
    static constexpr int MaxEntries = 2 * MinDegree - 1;

    struct Node {
        std::vector<DatEntry> entries; ///< ascending ids
        std::vector<int> children;     ///< node indices; empty for a leaf, else entries+1
        quint32 offset = 0;            ///< first block in the file; 0 = not placed
        bool dirty = true;             ///< changed since loaded / last written

        [[nodiscard]] bool isLeaf() const { return children.empty(); }
    };

    BTree() = default;

    /// Loads the whole tree of `file` (every node, keeping offsets; nodes start clean).
    /// Errors are those of DatFile::readNode plus loops (ChainLoop at the child slot naming a
    /// node already loaded).
    [[nodiscard]] static Result<BTree> load(const DatFile& file);

    /// Inserts `entry`, or replaces the entry with the same id in place (tree shape unchanged).
    /// Returns true when the id was new.
    bool insert(const DatEntry& entry);

    [[nodiscard]] std::optional<DatEntry> find(quint32 id) const;
    /// All entries, ascending by id.
    [[nodiscard]] std::vector<DatEntry> entries() const;
    [[nodiscard]] qsizetype size() const { return m_size; }
    /// Levels from root to leaves (0 when empty).
    [[nodiscard]] int depth() const;

    /// -1 when empty.
    [[nodiscard]] int root() const { return m_root; }
    [[nodiscard]] int nodeCount() const { return int(m_nodes.size()); }
    [[nodiscard]] const Node& node(int index) const { return m_nodes[size_t(index)]; }
    [[nodiscard]] Node& node(int index) { return m_nodes[size_t(index)]; }

    /// The on-disk form of a node; every child must have its offset assigned.
    [[nodiscard]] BTreeNode encodeNode(int index) const;

private:
    void splitChild(int parent, int childIndex);
    [[nodiscard]] bool replaceExisting(const DatEntry& entry);

    std::vector<Node> m_nodes;
    int m_root = -1;
    qsizetype m_size = 0;
};

} // namespace soundstage
