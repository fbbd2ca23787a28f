#pragma once
// The library version; meson.build holds the same number.

#include <string_view>

#define SHAKKI_VERSION_MAJOR 0
#define SHAKKI_VERSION_MINOR 1
#define SHAKKI_VERSION_PATCH 0

namespace shakki {

struct Version {
    int major;
    int minor;
    int patch;
};

inline constexpr Version version{SHAKKI_VERSION_MAJOR, SHAKKI_VERSION_MINOR, SHAKKI_VERSION_PATCH};
inline constexpr std::string_view version_string = "0.1.0";

}  // namespace shakki
