#pragma once

// A std::ostream whose bytes go to a ChunkWriter (FileWrite.h) a megabyte at a time: for the
// engine's writers that print to a stream (the osl-trace of a search) into an atomically written
// file or the command's output. A failed write sets badbit.

#include "FileWrite.h"

#include <ostream>
#include <streambuf>
#include <vector>

namespace othello {

class ChunkStreamBuffer : public std::streambuf {
public:
    explicit ChunkStreamBuffer(const ChunkWriter& write) : m_write(write), m_buffer(1 << 20)
    {
        setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
    }

protected:
    int_type overflow(int_type c) override
    {
        if (!flushBuffer())
            return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }
    int sync() override { return flushBuffer() ? 0 : -1; }

private:
    bool flushBuffer()
    {
        const auto size = static_cast<qsizetype>(pptr() - pbase());
        if (size > 0 && (m_failed || !m_write(QByteArray(pbase(), size))))
            m_failed = true;
        setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
        return !m_failed;
    }

    const ChunkWriter& m_write;
    std::vector<char> m_buffer;
    bool m_failed = false;
};

class ChunkOStream : public std::ostream {
public:
    explicit ChunkOStream(const ChunkWriter& write) : std::ostream(nullptr), m_buffer(write) { rdbuf(&m_buffer); }

private:
    ChunkStreamBuffer m_buffer;
};

} // namespace othello
