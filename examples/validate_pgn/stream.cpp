#include "stream.hpp"

#include "output.hpp"
#include "part.hpp"
#include "sources.hpp"
#include "worker_pipeline.hpp"

namespace validate_pgn {

std::optional<FileError> validate_stream(std::FILE* file, std::string_view name, const Settings& settings, std::size_t skip,
                                         unsigned jobs, Totals& totals) {
    Part part;
    StreamInput input{CheckedFileSource{file, part.read_error}};
    if (jobs > 1) return validate_batches(input, part.read_error, name, settings, skip, jobs, totals);
    validate_part(
        shakki::SourceReference<StreamInput>{input}, settings, skip, part,
        [&](const GameRecord& r) { print(name, r, Place{}, settings); }, [&] { return std::string_view{input.error()}; });
    add(totals, part.totals);
    return part.error;
}

}  // namespace validate_pgn
