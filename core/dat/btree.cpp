#include "core/dat/btree.h"

#include "core/common/hexid.h"
#include "core/dat/datfile.h"

#include <QCoreApplication>

#include <algorithm>
#include <unordered_set>

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::BTree" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::BTree)
};

// Index of the first entry whose id is >= `id`.
size_t lowerBound(const std::vector<DatEntry>& entries, quint32 id) {
    return size_t(std::lower_bound(entries.begin(), entries.end(), id,
                                   [](const DatEntry& e, quint32 key) { return e.id < key; }) -
                  entries.begin());
}

} // namespace

Result<BTree> BTree::load(const DatFile& file) {
    BTree tree;
    const quint32 rootOffset = file.header().treeRoot;
    if (rootOffset == 0)
        return tree;
    struct Pending {
        quint32 offset;
        qint64 referencedAt;
        int parent;
        int slot;
    };
    std::vector<Pending> stack{{rootOffset, 0x160, -1, 0}};
    std::unordered_set<quint32> seen;
    while (!stack.empty()) {
        const Pending p = stack.back();
        stack.pop_back();
        if (!seen.insert(p.offset).second)
            return fail(
                ErrorCode::ChainLoop,
                Tr::tr("B-tree node %1 is reached twice (the tree loops)").arg(hexOffset(p.offset)),
                p.referencedAt, file.path());
        auto raw = file.readNode(p.offset, p.referencedAt);
        if (!raw)
            return std::unexpected(raw.error());
        const int index = int(tree.m_nodes.size());
        Node node;
        node.entries = std::move(raw->entries);
        node.offset = p.offset;
        node.dirty = false;
        node.children.assign(raw->children.size(), -1);
        tree.m_size += qsizetype(node.entries.size());
        tree.m_nodes.push_back(std::move(node));
        if (p.parent < 0)
            tree.m_root = index;
        else
            tree.m_nodes[size_t(p.parent)].children[size_t(p.slot)] = index;
        // A node is a record of BTreeNode::Size bytes; map each child slot to its file offset
        // so errors about a child name the slot that points at it.
        const DatEntry asRecord{0, 0, p.offset, quint32(BTreeNode::Size), 0, 0};
        for (size_t i = 0; i < raw->children.size(); ++i)
            stack.push_back({raw->children[i],
                             file.fileOffsetOf(asRecord, BTreeNode::childSlotOffset(int(i))), index,
                             int(i)});
    }
    return tree;
}

bool BTree::replaceExisting(const DatEntry& entry) {
    int current = m_root;
    while (current >= 0) {
        Node& n = m_nodes[size_t(current)];
        const size_t i = lowerBound(n.entries, entry.id);
        if (i < n.entries.size() && n.entries[i].id == entry.id) {
            n.entries[i] = entry;
            n.dirty = true;
            return true;
        }
        if (n.isLeaf())
            return false;
        current = n.children[i];
    }
    return false;
}

void BTree::splitChild(int parent, int childIndex) {
    const int full = m_nodes[size_t(parent)].children[size_t(childIndex)];
    Node right;
    {
        Node& left = m_nodes[size_t(full)];
        Q_ASSERT(int(left.entries.size()) == MaxEntries);
        right.entries.assign(left.entries.begin() + MinDegree, left.entries.end());
        if (!left.isLeaf()) {
            right.children.assign(left.children.begin() + MinDegree, left.children.end());
            left.children.resize(MinDegree);
        }
    }
    const DatEntry middle = m_nodes[size_t(full)].entries[MinDegree - 1];
    m_nodes[size_t(full)].entries.resize(MinDegree - 1);
    m_nodes[size_t(full)].dirty = true;
    const int rightIndex = int(m_nodes.size());
    m_nodes.push_back(std::move(right)); // invalidates references into m_nodes
    Node& p = m_nodes[size_t(parent)];
    p.entries.insert(p.entries.begin() + childIndex, middle);
    p.children.insert(p.children.begin() + childIndex + 1, rightIndex);
    p.dirty = true;
}

bool BTree::insert(const DatEntry& entry) {
    if (replaceExisting(entry))
        return false;
    if (m_root < 0) {
        m_root = 0;
        m_nodes.push_back(Node{});
    }
    if (int(m_nodes[size_t(m_root)].entries.size()) == MaxEntries) {
        // The root keeps its identity on disk in the client; here a new node becomes the root
        // and callers must point the header at its offset.
        Node newRoot;
        newRoot.children.push_back(m_root);
        m_root = int(m_nodes.size());
        m_nodes.push_back(std::move(newRoot));
        splitChild(m_root, 0);
    }
    int current = m_root;
    for (;;) {
        Node& n = m_nodes[size_t(current)];
        size_t i = lowerBound(n.entries, entry.id);
        if (n.isLeaf()) {
            n.entries.insert(n.entries.begin() + qsizetype(i), entry);
            n.dirty = true;
            break;
        }
        if (int(m_nodes[size_t(n.children[i])].entries.size()) == MaxEntries) {
            splitChild(current, int(i));
            const Node& again = m_nodes[size_t(current)];
            if (entry.id > again.entries[i].id)
                ++i;
        }
        current = m_nodes[size_t(current)].children[i];
    }
    ++m_size;
    return true;
}

std::optional<DatEntry> BTree::find(quint32 id) const {
    int current = m_root;
    while (current >= 0) {
        const Node& n = m_nodes[size_t(current)];
        const size_t i = lowerBound(n.entries, id);
        if (i < n.entries.size() && n.entries[i].id == id)
            return n.entries[i];
        if (n.isLeaf())
            return std::nullopt;
        current = n.children[i];
    }
    return std::nullopt;
}

std::vector<DatEntry> BTree::entries() const {
    std::vector<DatEntry> out;
    out.reserve(size_t(m_size));
    if (m_root < 0)
        return out;
    // Recursion is fine: a 2 GiB dat holds at most ~6 levels.
    const auto walk = [&](const auto& self, int index) -> void {
        const Node& n = m_nodes[size_t(index)];
        for (size_t i = 0; i < n.entries.size(); ++i) {
            if (!n.isLeaf())
                self(self, n.children[i]);
            out.push_back(n.entries[i]);
        }
        if (!n.isLeaf())
            self(self, n.children.back());
    };
    walk(walk, m_root);
    return out;
}

int BTree::depth() const {
    int levels = 0;
    for (int current = m_root; current >= 0;) {
        ++levels;
        const Node& n = m_nodes[size_t(current)];
        current = n.isLeaf() ? -1 : n.children.front();
    }
    return levels;
}

BTreeNode BTree::encodeNode(int index) const {
    const Node& n = m_nodes[size_t(index)];
    BTreeNode out;
    out.entries = n.entries;
    out.children.reserve(n.children.size());
    for (const int child : n.children) {
        Q_ASSERT(m_nodes[size_t(child)].offset != 0);
        out.children.push_back(m_nodes[size_t(child)].offset);
    }
    return out;
}

} // namespace soundstage
