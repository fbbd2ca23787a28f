#pragma once
// Standard Algebraic Notation in many languages: writing (san_write.hpp),
// reading (san_read.hpp), explaining errors and detecting the language of a
// move list.

#include "language.hpp"
#include "language_detection.hpp"
#include "san_explain.hpp"
#include "san_read.hpp"
#include "san_write.hpp"
