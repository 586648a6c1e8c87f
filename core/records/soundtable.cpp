#include "core/records/soundtable.h"

#include "core/common/hexid.h"
#include "core/records/recordreader.h"

#include <QCoreApplication>
#include <QtEndian>

#include <algorithm>
#include <cstring>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::SoundTable" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::SoundTable)
};

constexpr qint64 VariantSize = 16;
constexpr qint64 MinNodeSize = 12; // key, record count, child count

// Recursion depth is bounded by MaxDepth, so the native stack stays small whatever the input.
void decodeNode(RecordReader& reader, SoundTableNode& node, int depth) {
    ByteReader& in = reader.in();
    if (depth > SoundTable::MaxDepth) {
        reader.badAt(
            in.pos(),
            Tr::tr("sound table nodes nested deeper than %1 levels").arg(SoundTable::MaxDepth));
        return;
    }
    node.key = in.u32();
    const qint64 countOffset = in.pos();
    const quint32 count = in.u32();
    if (!reader.checkCount(countOffset, count, VariantSize,
                           QT_TRANSLATE_NOOP("soundstage::RecordReader", "record count")))
        return;
    node.variants.resize(count);
    for (SoundVariant& variant : node.variants) {
        variant.wave = in.u32();
        variant.priority = in.f32();
        variant.probability = in.f32();
        variant.volume = in.f32();
    }
    const qint64 childOffset = in.pos();
    const quint32 children = in.u32();
    if (!reader.checkCount(childOffset, children, MinNodeSize,
                           QT_TRANSLATE_NOOP("soundstage::RecordReader", "child count")))
        return;
    node.children.resize(children);
    for (SoundTableNode& child : node.children) {
        decodeNode(reader, child, depth + 1);
        if (!reader.ok())
            return;
    }
}

// Writes into a buffer sized by nodeSize() up front: one allocation per table.
char* putU32(char* out, quint32 value) {
    qToLittleEndian(value, out);
    return out + 4;
}

char* putF32(char* out, float value) {
    quint32 bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    return putU32(out, bits);
}

char* encodeNode(char* out, const SoundTableNode& node) {
    out = putU32(out, node.key);
    out = putU32(out, static_cast<quint32>(node.variants.size()));
    for (const SoundVariant& variant : node.variants) {
        out = putU32(out, variant.wave);
        out = putF32(out, variant.priority);
        out = putF32(out, variant.probability);
        out = putF32(out, variant.volume);
    }
    out = putU32(out, static_cast<quint32>(node.children.size()));
    for (const SoundTableNode& child : node.children)
        out = encodeNode(out, child);
    return out;
}

qint64 nodeSize(const SoundTableNode& node) {
    qint64 size = MinNodeSize + VariantSize * static_cast<qint64>(node.variants.size());
    for (const SoundTableNode& child : node.children)
        size += nodeSize(child);
    return size;
}

void collectWaves(const SoundTableNode& node, std::vector<quint32>& waves) {
    for (const SoundVariant& variant : node.variants)
        waves.push_back(variant.wave);
    for (const SoundTableNode& child : node.children)
        collectWaves(child, waves);
}

} // namespace

const SoundTableNode* SoundTable::sound(quint32 soundType) const {
    const auto it = std::ranges::find(root.children, soundType, &SoundTableNode::key);
    return it == root.children.end() ? nullptr : &*it;
}

SoundTableNode* SoundTable::sound(quint32 soundType) {
    const auto it = std::ranges::find(root.children, soundType, &SoundTableNode::key);
    return it == root.children.end() ? nullptr : &*it;
}

std::vector<quint32> SoundTable::duplicateSoundTypes() const {
    std::vector<quint32> duplicates;
    for (std::size_t i = 0; i < root.children.size(); ++i) {
        const quint32 key = root.children[i].key;
        const auto begin = root.children.begin();
        const bool seenBefore = std::find_if(begin, begin + static_cast<std::ptrdiff_t>(i),
                                             [key](const auto& c) { return c.key == key; }) !=
                                begin + static_cast<std::ptrdiff_t>(i);
        if (seenBefore && std::ranges::find(duplicates, key) == duplicates.end())
            duplicates.push_back(key);
    }
    return duplicates;
}

std::vector<quint32> SoundTable::waveIds() const {
    std::vector<quint32> waves;
    collectWaves(root, waves);
    return waves;
}

qint64 SoundTable::encodedSize() const {
    return 4 + nodeSize(root);
}

Result<SoundTable> SoundTable::decode(QByteArrayView bytes) {
    RecordReader reader(bytes);
    SoundTable table;
    table.id = reader.in().u32();
    if (reader.ok()) {
        reader.setContext("SoundTable"_L1, table.id);
        decodeNode(reader, table.root, 0);
    }
    reader.expectEnd(Tr::tr("sound table"));
    if (!reader.ok())
        return fail(reader.error());
    return table;
}

QByteArray SoundTable::encode() const {
    QByteArray bytes(encodedSize(), Qt::Uninitialized);
    char* end = encodeNode(putU32(bytes.data(), id), root);
    Q_ASSERT(end == bytes.data() + bytes.size());
    Q_UNUSED(end);
    return bytes;
}

SoundTable SoundTable::makeEmpty(quint32 id) {
    SoundTable table;
    table.id = id;
    table.root.key = 0;
    table.root.variants.push_back(SoundVariant{0, 0.0f, 1.0f, 1.0f});
    return table;
}

} // namespace soundstage
